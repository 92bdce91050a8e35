<?php
define('CLI_SCRIPT', true);
require('/tmp/moodle-proof/moodle/config.php');
require_once($CFG->libdir . '/questionlib.php');
\core\session\manager::set_user(get_admin());

$qid = (int)($argv[1] ?? 1);
$variant = $argv[2] ?? 's1001';
$question = question_bank::load_question($qid);
echo "Loaded question {$question->id} (" . get_class($question) . ") '{$question->name}', " . count($question->subquestions) . " subquestions, defaultmark {$question->defaultmark}\n";

// --- the model answer from gametree's key ---
$key = json_decode(file_get_contents('/tmp/moodle-proof/key.json'), true);
$answer = null;
foreach ($key['variants'] as $v) { if ($v['id'] === $variant) { $answer = $v['answer']; } }
$known = []; $value = []; $pruned = [];
foreach (explode("\n", trim($answer)) as $line) {
    if (preg_match('/^(\S+)\s+pruned$/', $line, $m)) { $pruned[] = $m[1]; continue; }
    if (preg_match('/^(\S+)\s+(=|>=|<=)\s+(-?\d+)\s+\[/', $line, $m)) { $known[$m[1]] = $m[2]; $value[$m[1]] = $m[3]; continue; }
    throw new Exception("unparsed key line: $line");
}
// Parent of a node: leaf "E.2" -> parent E; inner node -> from the tree line in the position text.
$pos = null; foreach ($key['variants'] as $v) { if ($v['id'] === $variant) { $pos = $v['position']; } }
preg_match('/^tree: (.*)$/m', $pos, $m); $tree = $m[1];
$parent = []; $stack = [];
preg_match_all('/\[([A-Z]+):|\]/', $tree, $toks, PREG_SET_ORDER);
foreach ($toks as $t) { if ($t[0] === ']') { array_pop($stack); } else { if ($stack) { $parent[$t[1]] = end($stack); } $stack[] = $t[1]; } }
$nodes = []; // inner nodes in row order
preg_match_all('/\[([A-Z]+):/', $tree, $mm); $nodes = $mm[1];
$cut = []; foreach ($nodes as $n) { $cut[$n] = []; }
foreach ($pruned as $p) {
    $par = str_contains($p, '.') ? explode('.', $p)[0] : $parent[$p];
    // Only the top of a cut-off branch is ticked at its parent; a pruned inner node whose parent is itself pruned is skipped.
    if (!in_array($par, $pruned)) { $cut[$par][] = $p; }
}
$sym = ['=' => '=', '>=' => '≥', '<=' => '≤'];

function mc_index($subq, $text) {
    foreach (($subq->order ?: array_keys($subq->answers)) as $i => $aid) {
        if (trim(html_entity_decode(strip_tags($subq->answers[$aid]->answer))) === $text) { return $i; }
    }
    throw new Exception("no choice '$text' in subquestion; order=" . json_encode($subq->order) . " answers=" . json_encode(array_map(fn($a) => $a->answer, $subq->answers)));
}

function build_response($question, $nodes, $known, $value, $cut, $pruned, $sym, $override = []) {
    $resp = []; $i = 1;
    foreach ($nodes as $n) {
        $isPruned = in_array($n, $pruned);
        // Known
        $mc = $question->subquestions[$i];
        $resp["sub{$i}_answer"] = mc_index($mc, $isPruned ? 'not searched' : $sym[$known[$n]]);
        $i++;
        // Value
        $resp["sub{$i}_answer"] = (string)($override[$n] ?? ($isPruned ? 0 : $value[$n]));
        $i++;
        // Cut off below it
        $mr = $question->subquestions[$i];
        $ticks = $cut[$n] ?: ['none'];
        foreach (($mr->order ?: array_keys($mr->answers)) as $k => $aid) {
            $t = trim(html_entity_decode(strip_tags($mr->answers[$aid]->answer)));
            $resp["sub{$i}_choice{$k}"] = in_array($t, $ticks) ? '1' : '0';
        }
        $i++;
    }
    return $resp;
}

$context = context_module::instance($DB->get_field('course_modules', 'id', ['id' => 2]));
function run_attempt($question, $context, $resp, $label) {
    $quba = question_engine::make_questions_usage_by_activity('core_question_preview', $context);
    $quba->set_preferred_behaviour('deferredfeedback');
    $slot = $quba->add_question($question, $question->defaultmark);
    $quba->start_all_questions();
    // make the subquestion objects know their order
    $q = $quba->get_question($slot);
    $quba->process_action($slot, $resp);
    $quba->finish_all_questions();
    question_engine::save_questions_usage_by_activity($quba);
    $qa = $quba->get_question_attempt($slot);
    printf("[%s] usage %d: state=%s fraction=%s mark=%s / %s\n", $label, $quba->get_id(), $qa->get_state()->__toString(),
        var_export($qa->get_fraction(), true), var_export($qa->get_mark(), true), $qa->get_max_mark());
    echo "[$label] response summary: " . mb_substr($qa->get_response_summary(), 0, 400) . " …\n";
    return [$quba, $slot];
}

// start once to get choice orders (shuffle is off, order is fixed by the question)
$tmp = question_engine::make_questions_usage_by_activity('core_question_preview', $context);
$tmp->set_preferred_behaviour('deferredfeedback');
$s = $tmp->add_question($question, $question->defaultmark); $tmp->start_all_questions();
$question = $tmp->get_question($s);

// Describe subquestions for the record
$i = 1;
foreach ($question->subquestions as $k => $sq) {
    if ($k > 3) break;
    echo "  sub$k " . get_class($sq) . ": ";
    foreach ($sq->answers as $a) echo "[" . strip_tags($a->answer) . " f=" . (float)$a->fraction . "] ";
    echo "\n";
}

$good = build_response($question, $nodes, $known, $value, $cut, $pruned, $sym);
file_put_contents('/tmp/moodle-proof/response_model.json', json_encode($good, JSON_PRETTY_PRINT));
echo "model response: " . count($good) . " fields; cut-offs ticked: " . json_encode(array_filter($cut)) . "\n";
[$q1, $slot1] = run_attempt($question, $context, $good, 'attempt 1: model answer');
$qa = $q1->get_question_attempt($slot1);
$bad = 0;
foreach ($question->subquestions as $k => $sq) {
    $st = $qa->get_last_step(); // summarise wrong subquestions
}

// Attempt 2: one NUMERICAL wrong: node B (row 2 -> sub5)
$wrongnode = $argv[3] ?? 'B';
$wrongval = (string)((int)$value[$wrongnode] + 7);
$badresp = build_response($question, $nodes, $known, $value, $cut, $pruned, $sym, [$wrongnode => $wrongval]);
[$q2, $slot2] = run_attempt($question, $context, $badresp, "attempt 2: $wrongnode value $wrongval instead of {$value[$wrongnode]}");
$rowidx = array_search($wrongnode, $nodes); $subi = 3 * $rowidx + 2;
$sq = $question->subquestions[$subi];
$ans = $sq->get_matching_answer($wrongval, 1);
echo "sub$subi (" . get_class($sq) . ") matched answer '{$ans->answer}' fraction {$ans->fraction}; feedback: " . $ans->feedback . "\n";

// Per-subquestion marks, attempt 2
$qa2 = $q2->get_question_attempt($slot2);
$q2q = $qa2->get_question();
$resp2 = $qa2->get_last_qt_data();
foreach ($q2q->subquestions as $k => $sub) {
    $substep = new question_attempt_step_subquestion_adapter($qa2->get_last_step(), "sub{$k}_");
    $subresp = $substep->filter_array($resp2);
    [$f] = $sub->grade_response($subresp);
    if ($f < 1) echo "  attempt 2 sub$k fraction $f\n";
}

// Render attempt 2 with feedback visible
global $PAGE, $OUTPUT;
$PAGE->set_context($context);
$PAGE->set_url('/question/bank/previewquestion/preview.php', ['id' => $question->id]);
$options = new question_display_options();
$options->marks = question_display_options::MARK_AND_MAX;
$options->feedback = question_display_options::VISIBLE;
$options->numpartscorrect = question_display_options::VISIBLE;
$options->generalfeedback = question_display_options::VISIBLE;
$options->rightanswer = question_display_options::VISIBLE;
$options->correctness = question_display_options::VISIBLE;
$html = $q2->render_question($slot2, $options, '1');
file_put_contents('/tmp/moodle-proof/rendered_fragment.html', $html);
echo "rendered " . strlen($html) . " bytes\n";
file_put_contents('/tmp/moodle-proof/usages.json', json_encode(['attempt1' => $q1->get_id(), 'attempt2' => $q2->get_id(), 'slot' => $slot2]));
