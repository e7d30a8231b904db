//! The look cursor in this rule set (`front::look`).

use super::HiddenUi;
use crate::front::Looks;

impl Looks for HiddenUi {}
