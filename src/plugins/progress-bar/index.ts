import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * theme-classic starts its route-change progress bar after a hard-coded
 * 200 ms; the spec wants 1000 ms so that ordinary, fast navigations never
 * flash a bar. The module has no option, so swap it at bundle time.
 */
const THEME_PROGRESS_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/;

export default function progressBarPlugin(): Plugin {
  return {
    name: 'site-progress-bar',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            THEME_PROGRESS_MODULE,
            path.resolve(__dirname, './delayedProgressBar.ts'),
          ),
        ],
      };
    },
  };
}
