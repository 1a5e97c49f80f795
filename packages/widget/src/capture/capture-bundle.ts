// widget-capture.js: the screenshot library and the annotation editor, loaded only when a visitor
// takes a screenshot (load-capture.ts), so widget-app.js stays small.
import { annotate } from '../annotate/annotator.ts';
import { CAPTURE_GLOBAL, type CaptureWindow } from './capture-api.ts';
import { takeScreenshot } from './take-screenshot.ts';

(window as CaptureWindow)[CAPTURE_GLOBAL] = { takeScreenshot, annotate };
