import { readFileSync } from 'node:fs';
import { commonPasswordsFile } from '../../paths';

const lookAlikes: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

/** The stem of a password: lower case, decoration around it dropped, look-alikes undone. */
function stem(password: string): string {
  const core = password
    .toLowerCase()
    .replace(/^[^a-z]+/, '')
    .replace(/[^a-z]+$/, '');
  return core.replace(/[0-9@$!|]/g, (c) => lookAlikes[c] ?? c);
}

let list: Set<string> | undefined;
function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(commonPasswordsFile, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
  return list;
}

/**
 * Whether a password is one everybody tries first: on the shipped list as it is, or a listed
 * word dressed up with capitals, digits, symbols and look-alike characters to pass the policy.
 */
export function isCommonPassword(password: string): boolean {
  const common = commonPasswords();
  const lower = password.toLowerCase();
  return (
    common.has(lower) || common.has(stem(password)) || common.has(lower.replace(/[^a-z0-9]/g, ''))
  );
}
