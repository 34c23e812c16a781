import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * Class names for CSS modules: the class's own name and a short hash of its stylesheet's path
 * (`navLink_Ab3xY`). Readable in the browser's inspector, and the suffix repeats within a stylesheet,
 * so the class-name maps in the first route's JavaScript compress well.
 */
export function scopedClassName(root: string) {
  const owners = new Map<string, string>();
  return (name: string, filename: string): string => {
    const file = path.relative(root, filename.split('?')[0]!).split(path.sep).join('/');
    const scoped = `${name}_${createHash('sha256').update(file).digest('base64url').slice(0, 5)}`;
    const owner = owners.get(scoped) ?? file;
    if (owner !== file) throw new Error(`CSS module class ${scoped} is generated for both ${owner} and ${file}`);
    owners.set(scoped, file);
    return scoped;
  };
}
