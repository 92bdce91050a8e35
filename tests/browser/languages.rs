//! Issue 41: the pages in every language: the pages' formatter (templates/messages.js)
//! against the binary's on every message, the language switches.
