//! Dates in UTC from `std::time::SystemTime`, without a calendar crate:
//! records and scores need only "now", written as RFC 3339 to the second
//! (`2026-04-14T10:15:30Z`) and as a file-name stamp that sorts by date
//! (`20260414-101530`). Both forms have a fixed width, so comparing them as
//! strings compares the dates.

use std::time::{SystemTime, UNIX_EPOCH};

/// A moment in UTC, to the second.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Utc {
    /// Seconds since 1970-01-01T00:00:00Z.
    secs: i64,
}

/// The calendar fields of a `Utc`.
struct Civil {
    year: i64,
    month: u32,
    day: u32,
    hour: u32,
    minute: u32,
    second: u32,
}

impl Utc {
    /// The system clock's time. A clock set before 1970 reads as 1970: a
    /// wrong date on a score is better than no score.
    pub fn now() -> Utc {
        let secs = match SystemTime::now().duration_since(UNIX_EPOCH) {
            Ok(d) => i64::try_from(d.as_secs()).unwrap_or(i64::MAX),
            Err(_) => 0,
        };
        Utc { secs }
    }

    /// A fixed moment (tests, golden files).
    pub fn from_unix(secs: i64) -> Utc {
        Utc { secs }
    }

    pub fn unix(self) -> i64 {
        self.secs
    }

    /// `2026-04-14T10:15:30Z`.
    pub fn rfc3339(self) -> String {
        let c = self.civil();
        format!(
            "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z",
            c.year, c.month, c.day, c.hour, c.minute, c.second
        )
    }

    /// `20260414-101530`: for file names (no colons, which some file
    /// systems refuse), sorting by date.
    pub fn stamp(self) -> String {
        let c = self.civil();
        format!(
            "{:04}{:02}{:02}-{:02}{:02}{:02}",
            c.year, c.month, c.day, c.hour, c.minute, c.second
        )
    }

    fn civil(self) -> Civil {
        let days = self.secs.div_euclid(86_400);
        let of_day = self.secs.rem_euclid(86_400) as u32;
        let (year, month, day) = date_of(days);
        Civil {
            year,
            month,
            day,
            hour: of_day / 3600,
            minute: of_day / 60 % 60,
            second: of_day % 60,
        }
    }
}

/// The Gregorian (year, month, day) of a day counted from 1970-01-01.
///
/// Counted in 400-year cycles (146,097 days each, the calendar's period)
/// whose years start on March 1st, so that the leap day is the last day of
/// its year and every month but February has a fixed place.
fn date_of(days: i64) -> (i64, u32, u32) {
    // 1970-01-01 is day 719,468 counted from 0000-03-01.
    let z = days + 719_468;
    let cycle = z.div_euclid(146_097);
    let day_of_cycle = z.rem_euclid(146_097);
    // Years of 365 days, less the leap days passed: every 4th year, but
    // not every 100th, except every 400th.
    let year_of_cycle =
        (day_of_cycle - day_of_cycle / 1460 + day_of_cycle / 36_524 - day_of_cycle / 146_096) / 365;
    let day_of_year =
        day_of_cycle - (365 * year_of_cycle + year_of_cycle / 4 - year_of_cycle / 100);
    // Months from March: 31, 30, 31, 30, 31, 31, 30, 31, 30, 31, 31, 28/29,
    // which 153 days per 5 months spreads exactly.
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * month_from_march + 2) / 5 + 1) as u32;
    let month = if month_from_march < 10 {
        month_from_march + 3
    } else {
        month_from_march - 9
    } as u32;
    let year = year_of_cycle + cycle * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_dates() {
        assert_eq!(Utc::from_unix(0).rfc3339(), "1970-01-01T00:00:00Z");
        assert_eq!(
            Utc::from_unix(951_782_400).rfc3339(),
            "2000-02-29T00:00:00Z"
        );
        assert_eq!(
            Utc::from_unix(951_868_799).rfc3339(),
            "2000-02-29T23:59:59Z"
        );
        assert_eq!(
            Utc::from_unix(1_709_251_199).rfc3339(),
            "2024-02-29T23:59:59Z"
        );
        assert_eq!(
            Utc::from_unix(4_107_542_400).rfc3339(),
            "2100-03-01T00:00:00Z"
        );
        assert_eq!(
            Utc::from_unix(1_776_161_730).rfc3339(),
            "2026-04-14T10:15:30Z"
        );
        assert_eq!(Utc::from_unix(1_776_161_730).stamp(), "20260414-101530");
        assert_eq!(Utc::from_unix(-1).rfc3339(), "1969-12-31T23:59:59Z");
    }

    #[test]
    fn every_day_follows_the_last() {
        // Walks 800 years of days: each date is the day after the one
        // before, months and leap years included.
        let mut last = date_of(-1);
        for d in 0..800 * 366 {
            let (y, m, day) = date_of(d);
            let (ly, lm, lday) = last;
            let next_day = (y, m, day) == (ly, lm, lday + 1);
            let next_month = day == 1 && ((y == ly && m == lm + 1) || (y == ly + 1 && m == 1));
            assert!(next_day || next_month, "{last:?} then {:?}", (y, m, day));
            if next_month {
                let leap = (ly % 4 == 0 && ly % 100 != 0) || ly % 400 == 0;
                let length = match lm {
                    2 if leap => 29,
                    2 => 28,
                    4 | 6 | 9 | 11 => 30,
                    _ => 31,
                };
                assert_eq!(lday, length, "{last:?}");
            }
            last = (y, m, day);
        }
    }

    #[test]
    fn strings_sort_as_dates() {
        let a = Utc::from_unix(999_999_999);
        let b = Utc::from_unix(1_000_000_000);
        assert!(a.rfc3339() < b.rfc3339());
        assert!(a.stamp() < b.stamp());
    }
}
