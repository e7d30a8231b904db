"use strict";
// The page of `wumpus serve --web`. The game runs on the server; this page
// keeps its screen, a grid of cells the server sends the changes of, shown
// as text (a row a line, a span a style), and sends keys, clicks and the
// wheel back as the bytes a terminal would send, so the server reads them
// as it reads an SSH player's.
(() => {
  const $ = (id) => document.getElementById(id);
  const screen = $("screen");
  let grid = [];
  let rowsShown = [];
  let size = [0, 0];
  let cell = [10, 19];
  let socket = null;
  let mouse = false;
  let ended = false;
  let tries = 0;
  const dirty = new Set();
  // Keypress to frame shown, in ms, for the benchmark (benches/web_load.rs
  // reads it): from a key to the first frame drawn after it.
  const timings = [];
  window.wumpusTimings = timings;
  let keyAt = null;

  const blank = () => ({ s: " ", fg: "", bg: "", m: 0 });

  // What the address asks for: the player's own screen (`/`, `/table/ID`),
  // another's game (`/watch/NAME`), a record (`/replay/ID`) or the scores.
  const route = (() => {
    const path = location.pathname;
    let m = path.match(/^\/watch\/([A-Za-z0-9_-]{1,32})$/);
    if (m) return { kind: "watch", query: `?watch=${m[1]}`, name: m[1] };
    m = path.match(/^\/replay\/([0-9a-f]{16})$/);
    if (m) return { kind: "replay", query: `?replay=${m[1]}` };
    m = path.match(/^\/table\/([0-9]{1,12})$/);
    if (m) return { kind: "table", own: true, query: `?table=${m[1]}`, id: m[1] };
    m = path.match(/^\/scores(?:\/([A-Za-z0-9_-]{1,32}))?$/);
    if (m) return { kind: "scores", name: m[1] || null };
    return { kind: "home", own: true, query: "" };
  })();

  // ---- The grid --------------------------------------------------------

  function fit() {
    const box = $("measure").getBoundingClientRect();
    cell = [box.width / 10 || 10, box.height || 19];
    document.documentElement.style.setProperty("--cw", `${cell[0]}px`);
    return [
      Math.max(1, Math.floor(window.innerWidth / cell[0])),
      Math.max(1, Math.floor(window.innerHeight / cell[1])),
    ];
  }

  function reshape([cols, rows]) {
    size = [cols, rows];
    grid = Array.from({ length: rows }, () => Array.from({ length: cols }, blank));
    rowsShown = Array.from({ length: rows }, () => document.createElement("div"));
    screen.replaceChildren(...rowsShown);
    $("small").hidden = cols >= 80 && rows >= 24;
  }

  // The 256 colours: the 16 named are the page's palette.
  function indexed(i) {
    if (i < 16) return `var(--c${i})`;
    if (i >= 232) {
      const v = 8 + (i - 232) * 10;
      return `rgb(${v},${v},${v})`;
    }
    const n = i - 16;
    const level = (k) => (k === 0 ? 0 : 55 + k * 40);
    return `rgb(${level(Math.floor(n / 36))},${level(Math.floor(n / 6) % 6)},${level(n % 6)})`;
  }

  function colour(name, fallback) {
    if (name === "") return fallback;
    if (name[0] === "#") return name;
    if (name[0] === "i") return indexed(Number(name.slice(1)));
    return `var(--c${name})`;
  }

  // ratatui's modifiers, by bit.
  const BOLD = 1, DIM = 2, ITALIC = 4, UNDERLINED = 8, REVERSED = 64, HIDDEN = 128, CROSSED = 256;

  function span(text, c) {
    const el = document.createElement("span");
    el.textContent = text;
    let fg = colour(c.fg, "");
    let bg = colour(c.bg, "");
    if (c.m & REVERSED) {
      [fg, bg] = [bg || "var(--bg)", fg || "var(--fg)"];
    }
    if (fg) el.style.color = fg;
    if (bg) el.style.backgroundColor = bg;
    const classes = [];
    if (c.m & BOLD) classes.push("b");
    if (c.m & DIM) classes.push("d");
    if (c.m & ITALIC) classes.push("i");
    if (c.m & UNDERLINED) classes.push("u");
    if (c.m & CROSSED) classes.push("x");
    if (c.m & HIDDEN) classes.push("h");
    if (classes.length) el.className = classes.join(" ");
    return el;
  }

  // A character outside ASCII may come from a fallback font of another
  // width (the map's braille, say): it gets a box of its cells' width, so
  // every column stays on the grid.
  function drawRow(y) {
    const spans = [];
    let text = "";
    let style = null;
    let key = null;
    const flush = () => {
      if (style && text) spans.push(span(text, style));
      text = "";
    };
    const row = grid[y];
    for (let x = 0; x < row.length; x++) {
      const c = row[x];
      if (c.s === null) continue; // the right half of a wide cell
      const k = `${c.fg}|${c.bg}|${c.m}`;
      if (k !== key) {
        flush();
        key = k;
        style = c;
      }
      if (c.s.length === 1 && c.s.charCodeAt(0) < 0x7f) {
        text += c.s;
        continue;
      }
      flush();
      const boxed = span(c.s, c);
      const wide = x + 1 < row.length && row[x + 1].s === null;
      boxed.classList.add(wide ? "w2" : "w1");
      spans.push(boxed);
    }
    flush();
    rowsShown[y].replaceChildren(...spans);
  }

  function draw() {
    for (const y of dirty) if (grid[y]) drawRow(y);
    dirty.clear();
    if (keyAt !== null) {
      timings.push(performance.now() - keyAt);
      keyAt = null;
      if (timings.length > 10000) timings.shift();
    }
  }

  function apply(frame) {
    if (frame.clear) {
      for (let y = 0; y < grid.length; y++) {
        grid[y].fill(null);
        for (let x = 0; x < grid[y].length; x++) grid[y][x] = blank();
        dirty.add(y);
      }
    }
    for (const [x, y, text, fg, bg, m, w] of frame.runs || []) {
      const row = grid[y];
      if (!row) continue;
      if (w !== undefined) {
        if (x < row.length) row[x] = { s: text, fg, bg, m };
        for (let k = 1; k < w && x + k < row.length; k++) row[x + k] = { s: null, fg, bg, m };
      } else {
        let at = x;
        for (const ch of text) {
          if (at < row.length) row[at] = { s: ch, fg, bg, m };
          at++;
        }
      }
      dirty.add(y);
    }
    if ("mouse" in frame) mouse = frame.mouse;
    if ("end" in frame) {
      ended = true;
      finish(frame.end || "Your session has ended.");
    }
  }

  // ---- Keys, as a terminal sends them ------------------------------------

  const CURSOR = { ArrowUp: "A", ArrowDown: "B", ArrowRight: "C", ArrowLeft: "D", Home: "H", End: "F" };
  const NAMED = {
    Enter: "\r", Backspace: "\x7f", Tab: "\t", Escape: "\x1b",
    PageUp: "\x1b[5~", PageDown: "\x1b[6~", Delete: "\x1b[3~", Insert: "\x1b[2~",
    F1: "\x1bOP", F2: "\x1bOQ", F3: "\x1bOR", F4: "\x1bOS", F5: "\x1b[15~",
    F6: "\x1b[17~", F7: "\x1b[18~", F8: "\x1b[19~", F9: "\x1b[20~", F10: "\x1b[21~",
    F11: "\x1b[23~", F12: "\x1b[24~",
  };

  function bytesOf(e) {
    const mods = 1 + (e.shiftKey ? 1 : 0) + (e.altKey ? 2 : 0) + (e.ctrlKey ? 4 : 0);
    if (CURSOR[e.key]) return mods > 1 ? `\x1b[1;${mods}${CURSOR[e.key]}` : `\x1b[${CURSOR[e.key]}`;
    if (e.key === "Tab" && e.shiftKey) return "\x1b[Z";
    const alt = e.altKey ? "\x1b" : "";
    if (NAMED[e.key]) return alt + NAMED[e.key];
    if ([...e.key].length !== 1 || e.metaKey) return null;
    if (e.ctrlKey) {
      const code = e.key.toLowerCase().charCodeAt(0);
      if (code >= 97 && code <= 122) return alt + String.fromCharCode(code - 96);
      if (e.key === " ") return alt + "\0";
      return null;
    }
    return alt + e.key;
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function keys(bytes) {
    // At most 4 KiB of keys a message, as the server takes them.
    for (let i = 0; i < bytes.length; i += 1024) send({ t: "k", d: bytes.slice(i, i + 1024) });
  }

  document.addEventListener("keydown", (e) => {
    if (!socket || e.isComposing) return;
    // Copy a selection, and paste, as the browser does.
    if (e.ctrlKey && e.key === "c" && String(window.getSelection())) return;
    if ((e.ctrlKey || e.metaKey) && e.key === "v") return;
    const bytes = bytesOf(e);
    if (bytes === null) return;
    // F1, Ctrl-P, Tab, Backspace and the rest are the game's, not the browser's.
    e.preventDefault();
    if (keyAt === null) keyAt = performance.now();
    keys(bytes);
  });

  document.addEventListener("paste", (e) => {
    if (!socket) return;
    e.preventDefault();
    const text = (e.clipboardData && e.clipboardData.getData("text/plain")) || "";
    // A pasted line is typed, not sent: its line breaks become spaces.
    keys(text.replace(/\r?\n/g, " ").replace(/[\x00-\x1f\x7f]/g, ""));
  });

  // ---- The mouse, as a terminal reports it (SGR) -------------------------

  function at(e) {
    const box = screen.getBoundingClientRect();
    return [
      Math.floor((e.clientX - box.left) / cell[0]) + 1,
      Math.floor((e.clientY - box.top) / cell[1]) + 1,
    ];
  }
  let hovered = "";
  screen.addEventListener("mousedown", (e) => {
    if (!mouse) return;
    e.preventDefault();
    const [x, y] = at(e);
    keys(`\x1b[<${Math.min(e.button, 2)};${x};${y}M`);
  });
  screen.addEventListener("mouseup", (e) => {
    if (!mouse) return;
    const [x, y] = at(e);
    keys(`\x1b[<${Math.min(e.button, 2)};${x};${y}m`);
  });
  screen.addEventListener("mousemove", (e) => {
    if (!mouse) return;
    const [x, y] = at(e);
    const here = `${x};${y}`;
    if (here === hovered) return;
    hovered = here;
    keys(`\x1b[<35;${here}M`);
  });
  screen.addEventListener("wheel", (e) => {
    if (!mouse) return;
    e.preventDefault();
    const [x, y] = at(e);
    keys(`\x1b[<${e.deltaY < 0 ? 64 : 65};${x};${y}M`);
  }, { passive: false });
  screen.addEventListener("contextmenu", (e) => { if (mouse) e.preventDefault(); });

  // ---- The connection ------------------------------------------------------

  function button(text, act) {
    const b = document.createElement("button");
    b.textContent = text;
    b.addEventListener("click", act);
    return b;
  }

  function finish(words) {
    const box = $("ended");
    box.replaceChildren();
    box.append(words + " ");
    if (route.own) {
      box.append(button("Play again", () => location.reload()), " ",
        button("Log out everywhere", async () => {
          await fetch("/api/logout", { method: "POST" });
          location.assign("/");
        }));
    } else {
      if (route.kind === "watch") box.append(button("Watch again", () => location.reload()), " ");
      box.append(button("Back to the lobby", () => location.assign("/")));
    }
    box.hidden = false;
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(`${scheme}${location.host}/socket${route.query}`);
    // A table is chosen once: connecting again is coming back to the game.
    if (route.kind === "table") {
      route.query = "";
      history.replaceState(null, "", "/");
    }
    socket.addEventListener("open", () => {
      tries = 0;
      $("ended").hidden = true;
      send({ t: "s", c: size[0], r: size[1] });
    });
    socket.addEventListener("message", (e) => {
      // A message is a frame or a few: the rows they changed are drawn
      // at once, not at the next animation frame, so a key's frame shows
      // as soon as it comes.
      for (const line of String(e.data).split("\n")) if (line) apply(JSON.parse(line));
      draw();
    });
    socket.addEventListener("close", () => {
      socket = null;
      if (ended) return;
      // A lid closed and opened: the game is saved on the server, and
      // comes back from the menu once the page is connected again.
      tries++;
      if (tries > 8) {
        finish("The connection to the server is lost.");
        return;
      }
      setTimeout(connect, Math.min(500 * 2 ** tries, 10000));
    });
  }

  function play() {
    $("lobby").hidden = true;
    $("play").hidden = false;
    reshape(fit());
    screen.focus();
    let pending = null;
    window.addEventListener("resize", () => {
      clearTimeout(pending);
      pending = setTimeout(() => {
        const now = fit();
        if (now[0] === size[0] && now[1] === size[1]) return;
        reshape(now);
        send({ t: "s", c: now[0], r: now[1] });
      }, 100);
    });
    connect();
  }

  // ---- Before logging in: the lobby ----------------------------------------

  function el(tag, text) {
    const e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function link(href, text) {
    const a = el("a", text);
    a.href = href;
    return a;
  }

  // Names are the server's (letters, digits, `-`, `_`) and ids hex: a
  // link is only ever made of those.
  const path = (kind, part) => `/${kind}/${encodeURIComponent(part)}`;

  function ago(seconds) {
    if (seconds < 60) return `${seconds}s`;
    if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
    return `${Math.floor(seconds / 3600)}h`;
  }

  function fill(list, items, empty) {
    list.replaceChildren();
    if (!items.length) list.append(el("li", empty));
    for (const item of items) list.append(item);
  }

  function gameItem(g) {
    const li = el("li");
    li.append(link(path("watch", g.player), g.player), `: ${g.title} · idle ${ago(g.idle)}`);
    if (g.watchers) li.append(` · ${g.watchers} watching`);
    return li;
  }

  function tableItem(t) {
    const li = el("li");
    const what = t.open_seat ? "sit down" : t.started ? "watch" : "see it";
    li.append(`Table ${t.id}: ${t.title} · ${t.state} · `, link(path("table", t.id), what));
    return li;
  }

  function outcome(g) {
    const td = el("td", g.outcome + (g.cheat ? " (cheat)" : "") + (g.hints ? " (hints)" : ""));
    if (g.won) td.className = "won";
    return td;
  }

  function scoreRow(g, withVariant) {
    const tr = el("tr");
    const who = el("td");
    who.append(link(path("scores", g.who), g.who));
    tr.append(who);
    if (withVariant) tr.append(el("td", g.variant));
    const turns = `${g.turns} turn${g.turns === 1 ? "" : "s"}`;
    // "2026-12-07T02:10:45Z": the day and the minute, in UTC.
    tr.append(outcome(g), el("td", turns), el("td", g.date.slice(0, 16).replace("T", " ")));
    const replay = el("td");
    if (g.replay) replay.append(link(path("replay", g.replay), "replay"));
    tr.append(replay);
    return tr;
  }

  async function listLobby() {
    try {
      const lobby = await (await fetch("/api/lobby")).json();
      fill($("games"), lobby.games.map(gameItem), "Nobody is playing now.");
      fill($("tables"), lobby.tables.map(tableItem), "No table is open now.");
      const best = $("best");
      best.replaceChildren();
      if (!lobby.best.length) best.append(el("p", "No game has been finished here yet."));
      for (const [variant, games] of lobby.best) {
        const table = el("table");
        table.append(...games.map((g) => scoreRow(g, false)));
        best.append(el("h3", variant), table);
      }
    } catch (_) {
      // The lists wait for the next look.
    }
  }

  async function showScores() {
    $("scores").hidden = false;
    const whose = route.name ? `${route.name}'s games` : "Every finished game";
    $("scores-title").textContent = whose;
    document.title = `${whose} · Hunt the Wumpus`;
    const url = route.name ? `/api/scores/${encodeURIComponent(route.name)}` : "/api/scores";
    const body = $("score-rows");
    try {
      const games = await (await fetch(url)).json();
      if (games.length) body.replaceChildren(...games.map((g) => scoreRow(g, true)));
    } catch (_) {
      const td = el("td", "The scores could not be read now.");
      td.colSpan = 6;
      const tr = el("tr");
      tr.append(td);
      body.replaceChildren(tr);
    }
  }

  async function signIn(path) {
    const said = $("said");
    said.textContent = "";
    const body = JSON.stringify({ name: $("name").value, password: $("password").value });
    const answer = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
    const words = await answer.json().catch(() => ({}));
    if (answer.ok) play();
    else said.textContent = `Refused: ${words.error || answer.statusText}.`;
  }

  async function start() {
    // Watching and replays need no login; the scores are a list.
    if (route.kind === "watch" || route.kind === "replay") {
      play();
      return;
    }
    if (route.kind === "scores") {
      showScores();
      return;
    }
    const me = await fetch("/api/me");
    if (me.ok) {
      play();
      return;
    }
    $("lobby").hidden = false;
    if (route.kind === "table") {
      const note = $("note");
      note.append(`Log in, or register, to go to table ${route.id}; or `,
        button("watch it now", () => {
          // As its spectators see it, with no name: no talk, no seat.
          route.own = false;
          route.kind = "visit";
          play();
        }), " without logging in.");
      note.hidden = false;
    }
    $("signin").addEventListener("submit", (e) => {
      e.preventDefault();
      signIn("/api/login");
    });
    $("register").addEventListener("click", () => {
      if ($("signin").reportValidity()) signIn("/api/register");
    });
    listLobby();
    setInterval(() => { if (!$("lobby").hidden) listLobby(); }, 5000);
  }

  start();
})();
