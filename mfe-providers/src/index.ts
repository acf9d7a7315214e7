// Standalone development: an async boundary, then the dev host around this remote's pages.
import('./dev-host');
