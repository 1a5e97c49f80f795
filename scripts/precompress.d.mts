/** Compressed copies of every compressible file under `dir` that gets smaller; returns how many files. */
export function precompress(dir: string): Promise<number>;
