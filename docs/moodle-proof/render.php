<?php
define('CLI_SCRIPT', true);
require('/tmp/moodle-proof/moodle/config.php');
require_once($CFG->libdir . '/questionlib.php');
\core\session\manager::set_user(get_admin());
$u = json_decode(file_get_contents('/tmp/moodle-proof/usages.json'), true);
$context = context_module::instance(2);
$PAGE->set_context($context);
$PAGE->set_url('/question/bank/previewquestion/preview.php', ['id' => 1]);
$quba = question_engine::load_questions_usage_by_activity($u['attempt2']);
$slot = $u['slot'];
$options = new question_display_options();
$options->marks = question_display_options::MARK_AND_MAX;
$options->feedback = question_display_options::VISIBLE;
$options->numpartscorrect = question_display_options::VISIBLE;
$options->generalfeedback = question_display_options::VISIBLE;
$options->rightanswer = question_display_options::VISIBLE;
$options->correctness = question_display_options::VISIBLE;
$html = $quba->render_question($slot, $options, '1');
// Copy the imported files out of Moodle's file store, so the page can show them without a logged-in web session.
$fs = get_file_storage();
@mkdir('/tmp/moodle-proof/files');
$qid = $quba->get_question($slot)->id;
foreach ($fs->get_area_files($context->id, 'question', 'questiontext', $qid, 'filename', false) as $f) {
    $f->copy_content_to('/tmp/moodle-proof/files/' . $f->get_filename());
    echo "copied {$f->get_filename()} ({$f->get_filesize()} bytes, {$f->get_mimetype()})\n";
}
$css = '';
foreach ($PAGE->theme->css_urls($PAGE) as $url) { $css .= '<link rel="stylesheet" href="' . $url->out(false) . "\">\n"; }
$page = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Rendered cloze question (attempt 2, feedback on)</title>\n$css</head>\n"
  . "<body id=\"page-question-preview\" class=\"path-question\"><div id=\"page\" class=\"container-fluid\"><div id=\"region-main\"><div role=\"main\">\n"
  . "<div class=\"que multianswer deferredfeedback\">\n" . $html . "</div></div></div></div></body></html>\n";
file_put_contents('/tmp/moodle-proof/rendered_moodle_urls.html', $page);
// Variant for offline viewing: pluginfile.php URLs -> the copied files.
$page2 = preg_replace('#http://localhost:8080/pluginfile\.php/\d+/question/questiontext/\d+/\d+/\d+/#', 'files/', $page);
file_put_contents('/tmp/moodle-proof/rendered.html', $page2);
echo "css: ", strip_tags($css), "\n";
echo "rendered.html written (" . strlen($page2) . " bytes)\n";
