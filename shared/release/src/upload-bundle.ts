import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ReleaseError } from './release-error';

/** A build folder as JSON, for publishing over HTTP: relative paths and base64 contents. */
export interface UploadedFile {
  path: string;
  base64: string;
}

const maxFiles = 5000;

export async function bundleFolder(dir: string, prefix = ''): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await bundleFolder(dir, relative)));
    else
      files.push({ path: relative, base64: (await readFile(path.join(dir, relative))).toString('base64') });
  }
  return files;
}

// Plain relative segments only: no `..`, no absolute paths, no backslashes, no hidden tricks.
const safeSegment = /^[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*$/;

function checkRelativePath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    value.length > 300 ||
    !value.split('/').every((part) => safeSegment.test(part))
  ) {
    throw new ReleaseError('invalid', `files: "${String(value).slice(0, 80)}" is not a safe relative path`);
  }
  return value;
}

/** Writes an uploaded bundle into an empty folder, refusing anything that could land outside it. */
export async function unpackBundle(files: unknown, targetDir: string): Promise<void> {
  if (!Array.isArray(files) || files.length === 0 || files.length > maxFiles) {
    throw new ReleaseError('invalid', `files: expected a list of 1 to ${maxFiles} { path, base64 } entries`);
  }
  const seen = new Set<string>();
  for (const file of files as Partial<UploadedFile>[]) {
    const relative = checkRelativePath(file?.path);
    if (seen.has(relative)) throw new ReleaseError('invalid', `files: ${relative} is listed twice`);
    seen.add(relative);
    if (typeof file.base64 !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(file.base64)) {
      throw new ReleaseError('invalid', `files: ${relative} has no base64 content`);
    }
    const target = path.join(targetDir, relative);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, Buffer.from(file.base64, 'base64'));
    } catch {
      throw new ReleaseError('invalid', `files: ${relative} clashes with another file's folder`);
    }
  }
}
