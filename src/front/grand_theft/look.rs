//! The look cursor in this rule set (`front::look`).

use super::GrandTheftUi;
use crate::front::Looks;

impl Looks for GrandTheftUi {}
