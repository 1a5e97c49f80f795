import { describe, expect, it } from 'vitest';
import { jpegBytes, pngBytes, webpBytes } from '../../test/image-factory.ts';
import { inspectImage } from './inspect-image.ts';

const refusal = (bytes: Buffer) => {
  try {
    inspectImage(bytes);
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
  return null;
};

describe('inspectImage', () => {
  it('reads the type and size of PNG, JPEG and WebP from their headers', () => {
    expect(inspectImage(pngBytes(640, 360))).toEqual({ mediaType: 'image/png', width: 640, height: 360 });
    expect(inspectImage(jpegBytes(1280, 720))).toEqual({ mediaType: 'image/jpeg', width: 1280, height: 720 });
    expect(inspectImage(webpBytes(390, 844))).toEqual({ mediaType: 'image/webp', width: 390, height: 844 });
  });

  it('refuses SVG, text and empty files', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect(refusal(svg)).toEqual({ code: 'unsupported-media-type', message: expect.stringMatching(/SVG/) });
    expect(refusal(Buffer.from('hello'))?.code).toBe('unsupported-media-type');
    expect(refusal(Buffer.alloc(0))?.code).toBe('unsupported-media-type');
  });

  it('refuses a PNG signature followed by garbage, a corrupted chunk and a cut-off file', () => {
    const real = pngBytes(20, 10);
    expect(refusal(Buffer.concat([real.subarray(0, 8), Buffer.from('garbage garbage garbage garbage')]))?.message).toMatch(
      /not a valid PNG/,
    );
    const corrupted = Buffer.from(real);
    corrupted[40] = corrupted[40]! ^ 0xff; // inside IDAT: its CRC no longer matches
    expect(refusal(corrupted)?.message).toMatch(/not a valid PNG/);
    expect(refusal(real.subarray(0, real.length - 6))?.message).toMatch(/not a valid PNG/);
  });

  it('refuses a JPEG without its frame header or end marker, and a WebP whose size lies', () => {
    const jpeg = jpegBytes(10, 10);
    expect(refusal(jpeg.subarray(0, jpeg.length - 2))?.message).toMatch(/not a valid JPEG/);
    const webp = webpBytes(10, 10);
    expect(refusal(Buffer.concat([webp, Buffer.from('trailing')]))?.message).toMatch(/not a valid WebP/);
  });

  it('refuses images too large to be a screenshot', () => {
    expect(refusal(jpegBytes(20_000, 100))).toEqual({ code: 'payload-too-large', message: expect.stringMatching(/8192 a side/) });
    expect(refusal(jpegBytes(8192, 8192))?.code).toBe('payload-too-large');
    expect(refusal(webpBytes(6000, 4000))?.code).toBe('payload-too-large');
    expect(refusal(pngBytes(0, 10))?.code).toBe('unsupported-media-type');
    expect(inspectImage(jpegBytes(6016, 3384))).toMatchObject({ width: 6016, height: 3384 });
  });
});
