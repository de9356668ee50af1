// The gallery's build: the shared dev-app configuration (one plain bundle, no federation)
// with the gallery's entry and page. Output in shared/ui/dev-dist.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devAppConfig } from '@casino/build';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default (_env, argv) => {
  const base = devAppConfig({ dir: uiDir, mode: argv.mode ?? 'development', title: 'Design system gallery' });
  return {
    ...base,
    entry: { main: './gallery/main.tsx' },
    plugins: [
      ...base.plugins.filter((plugin) => !(plugin instanceof HtmlWebpackPlugin)),
      new HtmlWebpackPlugin({ template: './gallery/index.html', scriptLoading: 'defer', inject: 'body' }),
    ],
  };
};
