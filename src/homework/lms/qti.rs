//! IMS QTI 2.1 (`gametree exercise --roster FILE --format qti -o bank.zip`): a content
//! package (a zip with `imsmanifest.xml`, IMS Content Packaging 1.1) holding one
//! `assessmentItem` per student's variant and the trees' pictures, for Canvas, ILIAS,
//! OpenOLAT and other QTI 2.1 readers.
//!
//! Each item asks, for every inner node of the tree, how its value is known (an
//! inline choice of `=`, `≤`, `≥`, *not searched*), the value (a text entry, scored
//! as a float), and which children its search cuts off (a choice of its children and
//! *none*). Every field is a point (the value only at a node the search reaches),
//! summed into `SCORE` out of `MAXSCORE`; a wrong field shows `gametree check`'s
//! reason as modal feedback. `tests/it/lms.rs` validates the package against the IMS
//! schemas (`tests/data/qti/`) with libxml2.

use super::{figures, Variant};
use crate::homework::answer::{Claim, Rel};
use crate::homework::check::{accepted_rels, expected, preorder};
use crate::homework::explain::Explainer;
use crate::homework::practice::conventions_text;
use crate::homework::Conventions;
use crate::params::Naming;
use crate::record::{NodeId, NodeKind, NodeNames, Recording};
use crate::render::escape::xml::text as x;
use std::fmt::Write as _;
use std::io::Write as _;

/// The content package of `variants` under `conv`, as zip bytes; each item shows its
/// tree as a grayscale PNG (with the SVG beside it in the package) or, without `png`,
/// as the SVG. Entries are stored in a fixed order with a fixed time, so that the same
/// variants give the same bytes.
///
/// # Errors
/// The search's, a figure that cannot be drawn.
pub fn package(
    variants: &[Variant],
    conv: &Conventions,
    naming: &Naming,
    png: bool,
) -> Result<Vec<u8>, crate::Error> {
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    let mut resources = String::new();
    let ids: Vec<String> = variants.iter().map(|v| v.id.clone()).collect();
    for (v, stem) in variants.iter().zip(super::file_names(&ids)) {
        let (svg, png) = figures(v, conv, png)?;
        add_variant(&mut files, &mut resources, &stem, svg, png, |shown| {
            assessment_item(v, conv, naming, &stem, shown)
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

/// One variant's `assessmentItem`.
fn assessment_item(
    v: &Variant,
    conv: &Conventions,
    naming: &Naming,
    stem: &str,
    picture: &str,
) -> Result<String, crate::Error> {
    let rec = crate::homework::solve(&v.exercise.tree, conv.algorithm(), conv.cut)?;
    let names = NodeNames::new(&rec);
    let explain = Explainer::new(&rec, &names, *conv).with_naming(*naming);
    let inner: Vec<NodeId> = preorder(&rec)
        .into_iter()
        .filter(|&id| !names.children(id).is_empty())
        .collect();
    let mut item = Item {
        rec: &rec,
        names: &names,
        explain: &explain,
        conv,
        declarations: String::new(),
        body: String::new(),
        processing: String::new(),
        feedback: String::new(),
        max: 0,
    };
    let _ = write!(
        item.body,
        "    <p>{}.</p>\n    <p>{}</p>\n    <p><img src=\"../{picture}\" alt=\"{}\"/></p>\n",
        x(&conventions_text(
            conv,
            crate::game::Position::has_chance(&v.exercise.tree.root())
        )),
        // Our own text, XML as it is (xmllint checks every language's items).
        crate::tr!("exercise-qti-instructions"),
        x(&super::moodle::alt()),
    );
    for (i, &id) in inner.iter().enumerate() {
        item.ask_relation_and_value(i, id);
        item.ask_cut(i, id);
    }
    let Item {
        declarations,
        body,
        processing,
        feedback,
        max,
        ..
    } = item;
    Ok(format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<assessmentItem xmlns=\"http://www.imsglobal.org/xsd/imsqti_v2p1\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:schemaLocation=\"http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd\" identifier=\"V-{stem}\" title=\"{}\" adaptive=\"false\" timeDependent=\"false\" xml:lang=\"{}\">\n{declarations}  <outcomeDeclaration identifier=\"SCORE\" cardinality=\"single\" baseType=\"float\">\n    <defaultValue>\n      <value>0</value>\n    </defaultValue>\n  </outcomeDeclaration>\n  <outcomeDeclaration identifier=\"MAXSCORE\" cardinality=\"single\" baseType=\"float\">\n    <defaultValue>\n      <value>{max}</value>\n    </defaultValue>\n  </outcomeDeclaration>\n  <outcomeDeclaration identifier=\"FEEDBACK\" cardinality=\"multiple\" baseType=\"identifier\"/>\n  <itemBody>\n{body}  </itemBody>\n  <responseProcessing>\n{processing}  </responseProcessing>\n{feedback}</assessmentItem>\n",
        x(&super::moodle::question_name(v)),
        crate::lang::current().code(),
    ))
}

/// An `assessmentItem` being written: the solved tree it asks about, and its four
/// parts so far, each question adding to all four.
struct Item<'a> {
    /// The variant's tree, searched.
    rec: &'a Recording,
    /// The nodes' names.
    names: &'a NodeNames<'a>,
    /// `gametree check`'s reasons, the feedback on a wrong field.
    explain: &'a Explainer<'a>,
    /// The conventions the answers follow.
    conv: &'a Conventions,
    /// The `responseDeclaration`s, with the correct responses.
    declarations: String,
    /// The `itemBody`: the text and the interactions.
    body: String,
    /// The `responseProcessing` rules: a point per right field, else its feedback.
    processing: String,
    /// The `modalFeedback`s.
    feedback: String,
    /// The points to be had (`MAXSCORE`).
    max: u32,
}

impl Item<'_> {
    /// Asks how the value of inner node `id` (the `i`th) is known (`REL_i`), and the
    /// value where the search reaches it (`VAL_i`, scored as a float: within 0.005
    /// for a fraction).
    fn ask_relation_and_value(&mut self, i: usize, id: NodeId) {
        let (rec, conv, explain) = (self.rec, self.conv, self.explain);
        let name = self.names.name(id);
        let want = expected(rec, id, conv);
        // How the value is known.
        let rels: Vec<&str> = match want {
            Claim::Pruned => vec!["NS"],
            Claim::Value { .. } => accepted_rels(rec, id, conv)
                .into_iter()
                .map(|r| match r {
                    Rel::Eq => "EQ",
                    Rel::Le => "LE",
                    Rel::Ge => "GE",
                })
                .collect(),
        };
        let _ = write!(
            self.declarations,
            "  <responseDeclaration identifier=\"REL_{i}\" cardinality=\"single\" baseType=\"identifier\">\n    <correctResponse>\n      <value>{}</value>\n    </correctResponse>\n  </responseDeclaration>\n",
            rels[0]
        );
        let _ = writeln!(
            self.body,
            "    <p>{}: <inlineChoiceInteraction responseIdentifier=\"REL_{i}\" shuffle=\"false\"><inlineChoice identifier=\"EQ\">=</inlineChoice><inlineChoice identifier=\"LE\">≤</inlineChoice><inlineChoice identifier=\"GE\">≥</inlineChoice><inlineChoice identifier=\"NS\">{}</inlineChoice></inlineChoiceInteraction> <textEntryInteraction responseIdentifier=\"VAL_{i}\" expectedLength=\"6\"/></p>",
            x(&name),
            x(&crate::tr!("exercise-choice-not-searched"))
        );
        let matches: String = rels
            .iter()
            .map(|r| format!("<match><variable identifier=\"REL_{i}\"/><baseValue baseType=\"identifier\">{r}</baseValue></match>"))
            .collect();
        let why_rel = match want {
            Claim::Pruned => explain.why_pruned(id),
            Claim::Value { .. } => explain.why_value(id, None),
        };
        rule(
            &mut self.processing,
            &format!("<or>{matches}</or>"),
            &format!("FB_REL_{i}"),
        );
        modal(&mut self.feedback, &format!("FB_REL_{i}"), &name, &why_rel);
        self.max += 1;
        // The value, where the search reaches the node.
        let (value, tolerance) = match want {
            Claim::Value { value, den: 1, .. } => (value.to_string(), None),
            Claim::Value { value, den, .. } => (
                format!("{:.4}", f64::from(value) / f64::from(den)),
                Some("0.005 0.005"),
            ),
            Claim::Pruned => (String::new(), None),
        };
        let _ = write!(
            self.declarations,
            "  <responseDeclaration identifier=\"VAL_{i}\" cardinality=\"single\" baseType=\"float\"{}",
            if value.is_empty() {
                "/>\n".to_string()
            } else {
                format!(">\n    <correctResponse>\n      <value>{value}</value>\n    </correctResponse>\n  </responseDeclaration>\n")
            }
        );
        if !value.is_empty() {
            let cond = match tolerance {
                None => format!("<equal toleranceMode=\"exact\"><variable identifier=\"VAL_{i}\"/><baseValue baseType=\"float\">{value}</baseValue></equal>"),
                Some(t) => format!("<equal toleranceMode=\"absolute\" tolerance=\"{t}\"><variable identifier=\"VAL_{i}\"/><baseValue baseType=\"float\">{value}</baseValue></equal>"),
            };
            rule(&mut self.processing, &cond, &format!("FB_VAL_{i}"));
            modal(
                &mut self.feedback,
                &format!("FB_VAL_{i}"),
                &name,
                &explain.why_value(id, None),
            );
            self.max += 1;
        }
    }

    /// Asks which children inner node `id` (the `i`th) cuts off (`CUT_i`): a choice
    /// of its children and *none*.
    fn ask_cut(&mut self, i: usize, id: NodeId) {
        let (rec, names) = (self.rec, self.names);
        let name = names.name(id);
        let kids = names.children(id);
        let searched = rec.node(id).kind() != NodeKind::Pruned;
        let cut: Vec<String> = kids
            .iter()
            .enumerate()
            .filter(|&(_, &k)| searched && rec.node(k).kind() == NodeKind::Pruned)
            .map(|(j, _)| format!("K{}", j + 1))
            .collect();
        let correct = if cut.is_empty() {
            vec!["NONE".to_string()]
        } else {
            cut
        };
        let values: String = correct
            .iter()
            .map(|c| format!("      <value>{c}</value>\n"))
            .collect();
        let _ = write!(
            self.declarations,
            "  <responseDeclaration identifier=\"CUT_{i}\" cardinality=\"multiple\" baseType=\"identifier\">\n    <correctResponse>\n{values}    </correctResponse>\n  </responseDeclaration>\n"
        );
        let choices: String = kids
            .iter()
            .enumerate()
            .map(|(j, &k)| {
                format!(
                    "<simpleChoice identifier=\"K{}\">{}</simpleChoice>",
                    j + 1,
                    x(&names.name(k))
                )
            })
            .collect();
        let _ = writeln!(
            self.body,
            "    <choiceInteraction responseIdentifier=\"CUT_{i}\" shuffle=\"false\" maxChoices=\"0\"><prompt>{}</prompt>{choices}<simpleChoice identifier=\"NONE\">{}</simpleChoice></choiceInteraction>",
            x(&crate::tr!("exercise-qti-cut-prompt", node = name.as_str())),
            x(&crate::tr!("exercise-choice-none"))
        );
        rule(
            &mut self.processing,
            &format!("<match><variable identifier=\"CUT_{i}\"/><correct identifier=\"CUT_{i}\"/></match>"),
            &format!("FB_CUT_{i}"),
        );
        modal(
            &mut self.feedback,
            &format!("FB_CUT_{i}"),
            &name,
            &cut_reason(rec, id, names, self.explain),
        );
        self.max += 1;
    }
}

/// Why the node's search cuts off what it does: the first pruned child's reason, or
/// why its children are all searched.
fn cut_reason(rec: &Recording, id: NodeId, names: &NodeNames, explain: &Explainer) -> String {
    let kids = names.children(id);
    if rec.node(id).kind() == NodeKind::Pruned {
        return explain.why_pruned(id);
    }
    match kids
        .iter()
        .find(|&&k| rec.node(k).kind() == NodeKind::Pruned)
    {
        Some(&k) => explain.why_pruned(k),
        None => kids
            .last()
            .map(|&k| explain.why_searched(k))
            .unwrap_or_default(),
    }
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
