//! IMS QTI 2.1 (`gametree exercise --roster FILE --format qti -o bank.zip`): a content
//! package (a zip with `imsmanifest.xml`, IMS Content Packaging 1.1) holding one
//! `assessmentItem` per student's variant and the trees' pictures, for Canvas, ILIAS,
//! OpenOLAT and other QTI 2.1 readers. The package is the same for every kind of
//! exercise ([`crate::homework::kind::Kind`]); each item's questions are its kind's
//! ([`crate::homework::kind::Made::qti`]: alpha-beta asks, for every inner node, how
//! its value is known, the value and the children cut off, [`super::alphabeta`];
//! Monte Carlo tree search the next iteration's steps, expansion and `N`, `W`,
//! [`super::mcts`]). Every field is a point, summed into `SCORE` out of `MAXSCORE`; a
//! wrong field shows `gametree check`'s reason as modal feedback. `tests/it/lms.rs`
//! validates the package against the IMS schemas (`tests/data/qti/`) with libxml2.

use super::{figures, Variant};
use crate::homework::kind::QtiItem;
use crate::params::Naming;
use crate::render::escape::xml::text as x;
use std::fmt::Write as _;
use std::io::Write as _;

/// The content package of `variants`, as zip bytes; each item shows its tree as a
/// grayscale PNG (with the SVG beside it in the package) or, without `png`, as the
/// SVG. Entries are stored in a fixed order with a fixed time, so that the same
/// variants give the same bytes.
///
/// # Errors
/// The search's, a figure that cannot be drawn.
pub fn package(variants: &[Variant], naming: &Naming, png: bool) -> Result<Vec<u8>, crate::Error> {
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    let mut resources = String::new();
    let ids: Vec<String> = variants.iter().map(|v| v.id.clone()).collect();
    for (v, stem) in variants.iter().zip(super::file_names(&ids)) {
        let (svg, png) = figures(&*v.exercise, png)?;
        add_variant(&mut files, &mut resources, &stem, svg, png, |shown| {
            assessment_item(v, naming, &stem, shown)
        })?;
    }
    zipped(files, &resources)
}

/// Adds one variant to a package: its item (`items/variant-STEM.xml`, made by `item`
/// from the name of the picture it shows: the PNG, or without one the SVG), its
/// pictures (`images/tree-STEM.png`, `.svg`) and their resources in the manifest's
/// `resources`.
///
/// # Errors
/// `item`'s.
pub(super) fn add_variant(
    files: &mut Vec<(String, Vec<u8>)>,
    resources: &mut String,
    stem: &str,
    svg: Vec<u8>,
    png: Option<Vec<u8>>,
    item: impl FnOnce(&str) -> Result<String, crate::Error>,
) -> Result<(), crate::Error> {
    let item_name = format!("items/variant-{stem}.xml");
    let svg_name = format!("images/tree-{stem}.svg");
    let png_name = png.as_ref().map(|_| format!("images/tree-{stem}.png"));
    // The picture the item shows: the PNG, or without one the SVG.
    let shown = png_name.clone().unwrap_or_else(|| svg_name.clone());
    files.push((item_name.clone(), item(&shown)?.into_bytes()));
    let mut listed = String::new();
    if let (Some(name), Some(png)) = (png_name, png) {
        let _ = writeln!(listed, "      <file href=\"{name}\"/>");
        files.push((name, png));
    }
    let _ = writeln!(listed, "      <file href=\"{svg_name}\"/>");
    files.push((svg_name, svg));
    let id = format!("V-{stem}");
    let _ = write!(
        resources,
        "    <resource identifier=\"RES-{id}\" type=\"imsqti_item_xmlv2p1\" href=\"{item_name}\">\n      <file href=\"{item_name}\"/>\n      <dependency identifierref=\"IMG-{id}\"/>\n    </resource>\n    <resource identifier=\"IMG-{id}\" type=\"webcontent\" href=\"{shown}\">\n{listed}    </resource>\n"
    );
    Ok(())
}

/// The package of `files` (items and pictures, in order) whose manifest lists
/// `resources`: the manifest first, each entry deflated with a fixed time.
///
/// # Errors
/// A zip that cannot be written.
pub(super) fn zipped(
    mut files: Vec<(String, Vec<u8>)>,
    resources: &str,
) -> Result<Vec<u8>, crate::Error> {
    let manifest = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<manifest xmlns=\"http://www.imsglobal.org/xsd/imscp_v1p1\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:schemaLocation=\"http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/imscp_v1p1.xsd\" identifier=\"gametree-bank\">\n  <metadata>\n    <schema>QTIv2.1 Package</schema>\n    <schemaversion>1.0.0</schemaversion>\n  </metadata>\n  <organizations/>\n  <resources>\n{resources}  </resources>\n</manifest>\n"
    );
    files.insert(0, ("imsmanifest.xml".into(), manifest.into_bytes()));
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::default());
    let failed = |e: String| crate::Error::Write {
        path: "-".into(),
        source: std::io::Error::other(e),
    };
    for (name, bytes) in files {
        zip.start_file(name, options)
            .map_err(|e| failed(e.to_string()))?;
        zip.write_all(&bytes).map_err(|e| failed(e.to_string()))?;
    }
    let out = zip.finish().map_err(|e| failed(e.to_string()))?;
    Ok(out.into_inner())
}

/// One variant's `assessmentItem`: its kind's questions about it, showing the
/// picture `picture`.
fn assessment_item(
    v: &Variant,
    naming: &Naming,
    stem: &str,
    picture: &str,
) -> Result<String, crate::Error> {
    let QtiItem {
        declarations,
        body,
        processing,
        feedback,
        max,
    } = v.exercise.qti(picture, naming)?;
    Ok(format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<assessmentItem xmlns=\"http://www.imsglobal.org/xsd/imsqti_v2p1\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:schemaLocation=\"http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd\" identifier=\"V-{stem}\" title=\"{}\" adaptive=\"false\" timeDependent=\"false\" xml:lang=\"{}\">\n{declarations}  <outcomeDeclaration identifier=\"SCORE\" cardinality=\"single\" baseType=\"float\">\n    <defaultValue>\n      <value>0</value>\n    </defaultValue>\n  </outcomeDeclaration>\n  <outcomeDeclaration identifier=\"MAXSCORE\" cardinality=\"single\" baseType=\"float\">\n    <defaultValue>\n      <value>{max}</value>\n    </defaultValue>\n  </outcomeDeclaration>\n  <outcomeDeclaration identifier=\"FEEDBACK\" cardinality=\"multiple\" baseType=\"identifier\"/>\n  <itemBody>\n{body}  </itemBody>\n  <responseProcessing>\n{processing}  </responseProcessing>\n{feedback}</assessmentItem>\n",
        x(&v.exercise.question_name(&v.id)),
        crate::lang::current().code(),
    ))
}

/// A point for `cond`, or the feedback `id` where it fails.
pub(super) fn rule(out: &mut String, cond: &str, id: &str) {
    let _ = writeln!(
        out,
        "    <responseCondition>\n      <responseIf>\n        {cond}\n        <setOutcomeValue identifier=\"SCORE\"><sum><variable identifier=\"SCORE\"/><baseValue baseType=\"float\">1</baseValue></sum></setOutcomeValue>\n      </responseIf>\n      <responseElse>\n        <setOutcomeValue identifier=\"FEEDBACK\"><multiple><variable identifier=\"FEEDBACK\"/><baseValue baseType=\"identifier\">{id}</baseValue></multiple></setOutcomeValue>\n      </responseElse>\n    </responseCondition>"
    );
}

/// The feedback `id`: `check`'s reason at node `name`.
pub(super) fn modal(out: &mut String, id: &str, name: &str, why: &str) {
    let _ = writeln!(
        out,
        "  <modalFeedback outcomeIdentifier=\"FEEDBACK\" identifier=\"{id}\" showHide=\"show\" title=\"{}\"><p>{}</p></modalFeedback>",
        x(name),
        x(why)
    );
}
