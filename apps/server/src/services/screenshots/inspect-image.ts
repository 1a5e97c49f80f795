import { crc32 } from 'node:zlib';
import { SCREENSHOT_MAX_PIXELS, SCREENSHOT_MAX_SIDE, type ScreenshotMediaType } from '@commentflow/shared';
import { AppError } from '../../errors.ts';
import { template, type MessageTemplate } from '../../i18n/message-template.ts';

export interface ImageInfo {
  mediaType: ScreenshotMediaType;
  width: number;
  height: number;
}

/**
 * Re-validates an uploaded image from its bytes, never from what the client says it is: the magic
 * bytes pick the format, its structure is walked (PNG chunks with their CRCs, JPEG segments up to the
 * frame header, the WebP RIFF container) and the dimensions are read from its header. Anything else,
 * SVG included, is refused with 415; a picture larger than a screenshot (by its header, before
 * anything decodes it) with 413.
 */
export function inspectImage(bytes: Buffer): ImageInfo {
  const info = readPng(bytes) ?? readJpeg(bytes) ?? readWebp(bytes);
  if (!info) throw refuse('The file is not a PNG, JPEG or WebP image (SVG and other formats are refused)');
  if (info.width < 1 || info.height < 1) throw refuse('The image has no pixels');
  const pixels = info.width * info.height;
  if (info.width > SCREENSHOT_MAX_SIDE || info.height > SCREENSHOT_MAX_SIDE || pixels > SCREENSHOT_MAX_PIXELS) {
    throw new AppError(
      'payload-too-large',
      template(
        'The image is {width}x{height} pixels ({millions} million): a screenshot has at most {maxMillions} million pixels and {maxSide} a side',
        {
          width: info.width,
          height: info.height,
          millions: Math.round(pixels / 1_000_000),
          maxMillions: SCREENSHOT_MAX_PIXELS / 1_000_000,
          maxSide: SCREENSHOT_MAX_SIDE,
        },
      ),
    );
  }
  return info;
}

const refuse = (message: string | MessageTemplate) => new AppError('unsupported-media-type', message);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function readPng(bytes: Buffer): ImageInfo | null {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const broken = () => refuse('The file starts like a PNG but is not a valid PNG image');
  let offset = 8;
  let size: { width: number; height: number } | null = null;
  let hasData = false;
  for (;;) {
    if (offset + 12 > bytes.length) throw broken();
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) throw broken();
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const crc = bytes.readUInt32BE(end - 4);
    if (crc32(bytes.subarray(offset + 4, end - 4)) !== crc) throw broken();
    if (size === null) {
      if (type !== 'IHDR' || length !== 13) throw broken();
      size = { width: bytes.readUInt32BE(offset + 8), height: bytes.readUInt32BE(offset + 12) };
    }
    if (type === 'IDAT') hasData = true;
    offset = end;
    if (type === 'IEND') break;
  }
  if (!hasData || offset !== bytes.length) throw broken();
  return { mediaType: 'image/png', ...size };
}

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function readJpeg(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  const broken = () => refuse('The file starts like a JPEG but is not a valid JPEG image');
  let offset = 2;
  let size: { width: number; height: number } | null = null;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) throw broken();
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) throw broken();
    if (isStartOfFrame(marker)) {
      if (length < 7) throw broken();
      size = { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    if (marker === 0xda) {
      // Start of scan: compressed data follows up to the end-of-image marker.
      const ended = bytes.length >= 2 && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
      if (!size || !ended) throw broken();
      return { mediaType: 'image/jpeg', ...size };
    }
    offset += 2 + length;
  }
  throw broken();
}

function readWebp(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  const broken = () => refuse('The file starts like a WebP but is not a valid WebP image');
  const riffSize = bytes.readUInt32LE(4);
  if (riffSize + 8 !== bytes.length || bytes.length < 30) throw broken();
  const chunk = bytes.toString('latin1', 12, 16);
  const chunkSize = bytes.readUInt32LE(16);
  if (20 + chunkSize > bytes.length) throw broken();
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) throw broken();
    return { mediaType: 'image/webp', width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) throw broken();
    const bits = bytes.readUInt32LE(21);
    return { mediaType: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { mediaType: 'image/webp', width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  throw broken();
}
