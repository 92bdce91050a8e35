<?php
define('CLI_SCRIPT', true);
require('/tmp/moodle-proof/moodle/config.php');
require_once($CFG->dirroot . '/course/lib.php');
require_once($CFG->libdir . '/questionlib.php');
require_once($CFG->dirroot . '/question/format.php');
require_once($CFG->dirroot . '/question/format/xml/format.php');
require_once($CFG->dirroot . '/question/editlib.php');

use core_question\local\bank\question_bank_helper;
use core_question\local\bank\question_edit_contexts;

$CFG->debug = E_ALL | E_STRICT; $CFG->debugdisplay = 1;  // DEBUG_DEVELOPER: show every notice
\core\session\manager::set_user(get_admin());

$course = $DB->get_record('course', ['shortname' => 'GT']);
if (!$course) {
    $course = create_course((object)['fullname' => 'Gametree proof', 'shortname' => 'GT', 'category' => 1]);
}
echo "course id {$course->id}\n";
$qbank = question_bank_helper::get_default_open_instance_system_type($course, true);
$modcontext = context_module::instance($qbank->id);
echo "qbank cmid {$qbank->id} context {$modcontext->id}\n";
$defaultcat = question_get_default_category($modcontext->id, true);
$defaultcat->context = $modcontext;
$contexts = new question_edit_contexts($modcontext);

$qformat = new qformat_xml();
$qformat->setCategory($defaultcat);
$qformat->setContexts($contexts->having_one_edit_tab_cap('import'));
$qformat->setCourse($course);
$qformat->setFilename('/tmp/moodle-proof/bank.xml');
$qformat->setRealfilename('bank.xml');
$qformat->setMatchgrades('error');     // import form default
$qformat->setCatfromfile(true);        // import form default
$qformat->setContextfromfile(true);    // import form default
$qformat->setStoponerror(true);        // import form default

$before = $DB->count_records('question');
ob_start();
$ok = $qformat->importpreprocess() && $qformat->importprocess() && $qformat->importpostprocess();
$out = ob_get_clean();
file_put_contents('/tmp/moodle-proof/import_output.html', $out);
echo "importprocess result: " . var_export($ok, true) . "\n";
echo "importerrors: {$qformat->importerrors}\n";
echo "--- importer output (tags stripped, long lines cut) ---\n";
foreach (preg_split('/\n/', html_entity_decode(strip_tags(preg_replace('/<(br|hr|p|div)[^>]*>/', "\n", $out)))) as $l) {
    $l = trim($l); if ($l === '') continue;
    echo (mb_strlen($l) > 300 ? mb_substr($l, 0, 300) . ' […]' : $l), "\n";
}
echo "--- end importer output ---\n";
$after = $DB->count_records('question');
echo "question rows added: " . ($after - $before) . "\n";
echo "final category: {$qformat->category->id} '{$qformat->category->name}' ctx {$qformat->category->contextid}\n";
$rows = $DB->get_records_sql("SELECT q.id, q.qtype, q.name, q.parent, q.defaultmark
    FROM {question} q JOIN {question_versions} qv ON qv.questionid = q.id
    JOIN {question_bank_entries} qbe ON qbe.id = qv.questionbankentryid
    WHERE qbe.questioncategoryid = ? ORDER BY q.id", [$qformat->category->id]);
foreach ($rows as $r) {
    $subs = $DB->get_records('question', ['parent' => $r->id]);
    $bytype = [];
    foreach ($subs as $s) { $bytype[$s->qtype] = ($bytype[$s->qtype] ?? 0) + 1; }
    $ma = $DB->get_record('question_multianswer', ['question' => $r->id]);
    $files = $DB->get_records_select('files', "component='question' AND itemid=? AND filename<>'.'", [$r->id], '', 'id,filearea,filename,filesize,mimetype');
    echo "Q{$r->id} {$r->qtype} defaultmark={$r->defaultmark} '{$r->name}': " . count($subs) . " subquestions " . json_encode($bytype)
        . " sequence=" . ($ma ? count(explode(',', $ma->sequence)) : 'n/a') . "\n";
    foreach ($files as $f) echo "    file {$f->filearea}/{$f->filename} {$f->filesize} bytes {$f->mimetype}\n";
}
file_put_contents('/tmp/moodle-proof/imported_ids.json', json_encode(array_keys($rows)));
