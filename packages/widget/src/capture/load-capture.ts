import { loadScript } from '../lib/load-script.ts';
import { CAPTURE_GLOBAL, type CaptureApi, type CaptureWindow } from './capture-api.ts';

/** Loads widget-capture.js from our server once, on the first screenshot, and answers its API. */
export function loadCapture(origin: string): Promise<CaptureApi> {
  return loadScript(origin, 'widget-capture.js', () => (window as CaptureWindow)[CAPTURE_GLOBAL]);
}
