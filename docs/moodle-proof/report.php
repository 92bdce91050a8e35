<?php
define('CLI_SCRIPT', true);
require('/tmp/moodle-proof/moodle/config.php');
try {
$rows = $DB->get_records_sql("SELECT q.id, q.qtype, q.name, q.parent, q.defaultmark
    FROM {question} q WHERE q.parent = 0 ORDER BY q.id");
foreach ($rows as $r) {
    $subs = $DB->get_records('question', ['parent' => $r->id]);
    $bytype = [];
    foreach ($subs as $s) { $bytype[$s->qtype] = ($bytype[$s->qtype] ?? 0) + 1; }
    $ma = $DB->get_record('question_multianswer', ['question' => $r->id]);
    $files = $DB->get_records_select('files', "component = 'question' AND itemid = ? AND filename <> '.'", [$r->id], '', 'id,filearea,filename,filesize,mimetype');
    echo "Q{$r->id} {$r->qtype} defaultmark={$r->defaultmark} '{$r->name}': " . count($subs) . " subquestions " . json_encode($bytype)
        . " sequence=" . ($ma ? count(explode(',', $ma->sequence)) : 'n/a') . "\n";
    foreach ($files as $f) echo "    file {$f->filearea}/{$f->filename} {$f->filesize} bytes {$f->mimetype}\n";
}
// distinct fractions stored for subquestion answers, per subquestion type
$fr = $DB->get_records_sql("SELECT q.qtype || ':' || a.fraction AS k, q.qtype, a.fraction, COUNT(1) AS n FROM {question_answers} a JOIN {question} q ON q.id = a.question WHERE q.parent <> 0 GROUP BY q.qtype, a.fraction ORDER BY q.qtype, a.fraction");
echo "stored answer fractions in subquestions:\n";
foreach ($fr as $f) echo "  {$f->qtype} fraction={$f->fraction} x{$f->n}\n";
$num = $DB->get_records_sql("SELECT a.id, a.answer, a.fraction, n.tolerance FROM {question_answers} a JOIN {question_numerical} n ON n.answer = a.id JOIN {question} q ON q.id = a.question WHERE q.parent = 1 ORDER BY a.id LIMIT 4");
echo "sample numerical answers (Q1):\n"; foreach ($num as $n) echo "  answer='{$n->answer}' fraction={$n->fraction} tolerance={$n->tolerance}\n";
$mc = $DB->get_records_sql("SELECT o.id, o.questionid, o.single, o.layout, o.shuffleanswers FROM {qtype_multichoice_options} o JOIN {question} q ON q.id = o.questionid WHERE q.parent = 1 ORDER BY o.id LIMIT 3");
echo "sample multichoice options (Q1):\n"; foreach ($mc as $m) echo "  q{$m->questionid} single={$m->single} layout={$m->layout} shuffle={$m->shuffleanswers}\n";
} catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; if (!empty($e->debuginfo)) echo $e->debuginfo, "\n"; }
