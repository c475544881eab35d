#!/usr/bin/env bash
# Moves every file of packages/adapters-http/src/contract into packages/contract/src (git mv) and rewrites the imports.
# Idempotent: run it again after a merge brings new contract files.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
mkdir -p packages/contract/src
for f in packages/adapters-http/src/contract/*.ts; do
  [ -e "$f" ] || continue
  git mv "$f" "packages/contract/src/$(basename "$f")"
done
# Package imports in every package (web, cli, adapters-http, admin-desktop, tests, benches, e2e).
grep -rlE "@larder/adapters-http/contract/" packages scripts --include='*.ts' --include='*.tsx' --include='*.mjs' --exclude-dir=node_modules --exclude-dir=dist \
  | xargs -r perl -pi -e 's{\@larder/adapters-http/contract/}{\@larder/contract/}g'
# Relative imports inside adapters-http ('./contract/x', '../contract/x', '../../contract/x').
grep -rlE "(['\"])(\.\.?/)+contract/" packages/adapters-http/src packages/adapters-http/test --include='*.ts' \
  | xargs -r perl -pi -e "s{(['\"])(?:\.\.?/)+contract/}{\$1\@larder/contract/}g"
# Paths to the folder in tests and scripts.
grep -rlE "adapters-http/src/contract" packages scripts --include='*.ts' --include='*.mjs' --exclude-dir=node_modules --exclude-dir=dist \
  | xargs -r perl -pi -e "s{'\.\./\.\./\.\./adapters-http/src/contract'}{'../../../contract/src'}g; s{packages/adapters-http/src/contract}{packages/contract/src}g"
# The package itself, and the dependencies on it.
node - <<'JS'
const fs = require('node:fs');
const write = (file, value) => fs.writeFileSync(file, JSON.stringify(value, null, 2) + '\n');
const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
if (!fs.existsSync('packages/contract/package.json')) {
  write('packages/contract/package.json', {
    name: '@larder/contract', version: '0.1.0', private: true, type: 'module',
    exports: { './*': './src/*.ts' },
    scripts: { typecheck: 'tsc -p tsconfig.json' },
    dependencies: { zod: read('packages/adapters-http/package.json').dependencies.zod },
    devDependencies: { typescript: '5.9.3' },
  });
  fs.writeFileSync('packages/contract/tsconfig.json', '{\n  "extends": "../../tsconfig.base.json",\n  "include": ["src"]\n}\n');
}
const sortKeys = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
for (const name of ['adapters-http', 'web', 'cli']) {
  const file = `packages/${name}/package.json`;
  const pkg = read(file);
  pkg.dependencies = sortKeys({ ...pkg.dependencies, '@larder/contract': 'workspace:*' });
  if (pkg.exports) delete pkg.exports['./contract/*'];
  if (name === 'web' && pkg.dependencies['@larder/adapters-http']) {
    // Only a test of the buyers' guide still reads the server's document generator.
    delete pkg.dependencies['@larder/adapters-http'];
    pkg.devDependencies = sortKeys({ ...pkg.devDependencies, '@larder/adapters-http': 'workspace:*' });
  }
  write(file, pkg);
}
JS
node scripts/pnpm.mjs install --prefer-offline
