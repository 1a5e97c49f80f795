import { describe, expect, it } from 'vitest';
import { browserName, deviceType } from './browser-and-device.ts';

describe('browserName', () => {
  it("prefers the widget's label and reads the family from user agents", () => {
    expect(browserName({ browser: 'Firefox 131' })).toBe('Firefox');
    expect(browserName({ userAgent: 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0' })).toBe(
      'Edge',
    );
    expect(browserName({ userAgent: 'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15' })).toBe('Safari');
    expect(browserName(null)).toBe('Unknown');
  });
});

describe('deviceType', () => {
  it('goes by the viewport width, else by the user agent', () => {
    expect(deviceType({ width: 390 })).toBe('Phone');
    expect(deviceType({ width: 800 })).toBe('Tablet');
    expect(deviceType({ width: 1440 })).toBe('Desktop');
    expect(deviceType(null, 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('Tablet');
    expect(deviceType(null, 'Mozilla/5.0 (Linux; Android 14) Mobile')).toBe('Phone');
    expect(deviceType(null)).toBe('Unknown');
  });
});
