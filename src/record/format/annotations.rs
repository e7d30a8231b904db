//! Annotations: what the app keeps with a record beside the game itself
//! (the player's room marks, a note), each under a key of its own with a
//! version of its own. They never change the replay. A reader keeps every
//! annotation it does not know, unchanged, when it writes the record
//! again, and one from a newer version of its key is reported to the
//! caller (who ignores it) rather than refusing the record: a save is
//! never lost over a mark.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

/// Every annotation of a record, by key (sorted, so the file is stable).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Annotations(BTreeMap<String, Annotation>);

/// One annotation: its shape's version and its data.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Annotation {
    pub version: u32,
    pub data: Value,
}

/// Why an annotation that is there cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnnotationError {
    #[error(
        "the {key:?} annotation is version {found}; this wumpus reads version {understood} and older"
    )]
    Newer {
        key: String,
        found: u32,
        understood: u32,
    },
    #[error("the {key:?} annotation (version {version}) is not as expected: {message}")]
    Invalid {
        key: String,
        version: u32,
        message: String,
    },
}

impl Annotations {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Sets `key` to `value`, written as `version` of its shape.
    pub fn set<T: Serialize>(
        &mut self,
        key: &str,
        version: u32,
        value: &T,
    ) -> Result<(), serde_json::Error> {
        let data = serde_json::to_value(value)?;
        self.0.insert(key.to_string(), Annotation { version, data });
        Ok(())
    }

    /// The annotation under `key` as `T`, if there is one and its version is
    /// at most `understood`. For older versions read `raw` and convert.
    pub fn get<T: DeserializeOwned>(
        &self,
        key: &str,
        understood: u32,
    ) -> Result<Option<T>, AnnotationError> {
        let Some(a) = self.0.get(key) else {
            return Ok(None);
        };
        if a.version > understood {
            return Err(AnnotationError::Newer {
                key: key.to_string(),
                found: a.version,
                understood,
            });
        }
        T::deserialize(&a.data)
            .map(Some)
            .map_err(|e| AnnotationError::Invalid {
                key: key.to_string(),
                version: a.version,
                message: e.to_string(),
            })
    }

    /// The annotation under `key` as stored.
    pub fn raw(&self, key: &str) -> Option<&Annotation> {
        self.0.get(key)
    }

    pub fn remove(&mut self, key: &str) -> Option<Annotation> {
        self.0.remove(key)
    }

    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.0.keys().map(String::as_str)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_get_and_versions() {
        let mut a = Annotations::default();
        assert!(a.is_empty());
        a.set("marks", 1, &vec![(4u16, "pit")]).expect("serializes");
        let marks: Option<Vec<(u16, String)>> = a.get("marks", 1).expect("reads");
        assert_eq!(marks, Some(vec![(4, "pit".to_string())]));
        assert_eq!(a.get::<u8>("none", 1), Ok(None));
        let newer = a.get::<Vec<(u16, String)>>("marks", 0).expect_err("newer");
        assert!(newer.to_string().contains("version 1"), "{newer}");
        let wrong = a.get::<String>("marks", 1).expect_err("not a string");
        assert!(matches!(wrong, AnnotationError::Invalid { .. }));
        assert_eq!(a.keys().collect::<Vec<_>>(), ["marks"]);
    }

    #[test]
    fn unknown_annotations_survive_a_round_trip() {
        let text = r#"{"zz":{"version":7,"data":{"future":[1,2,{"x":null}]}}}"#;
        let a: Annotations = serde_json::from_str(text).expect("parses");
        assert_eq!(serde_json::to_string(&a).expect("writes"), text);
    }
}
