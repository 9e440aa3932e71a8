import { execFileSync } from 'node:child_process';

/**
 * `npm run check`: a commit's subject says what changed in one line of at most 72 characters; the why goes in the
 * body. Checked for the commits after FROM (the commit that made it a rule; older ones are history). A clone without
 * that commit (a shallow one) has nothing to check.
 */
const FROM = 'b0207535';
const LIMIT = 72;
/** Made on branches that began before this check, and merged with it: kept as history, not rewritten. */
const BEFORE_THE_CHECK = new Set(['51f1f47', '0364a11', 'a570b55']);
/** Three subjects of 73–78 characters on branches merged before the check ran on them: kept, not rewritten. */
const MERGED_UNCHECKED = new Set(['d06eb25', '5835945', '80cbfa1']);
const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

let subjects;
try {
  git('cat-file', '-e', `${FROM}^{commit}`);
  subjects = git('log', '--format=%H %s', `${FROM}..HEAD`).split('\n').filter(Boolean);
} catch {
  console.log(`commit subjects: ${FROM} is not in this clone, nothing to check`);
  process.exit(0);
}
const long = subjects.filter(
  (line) =>
    line.length - line.indexOf(' ') - 1 > LIMIT &&
    ![...BEFORE_THE_CHECK, ...MERGED_UNCHECKED].some((h) => line.startsWith(h)),
);
for (const line of long) console.error(`subject over ${LIMIT} characters: ${line}`);
console.log(
  `${subjects.length} commit subjects since ${FROM}${long.length ? `, ${long.length} too long` : ', all short'}`,
);
process.exit(long.length ? 1 : 0);
