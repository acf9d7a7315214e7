// An async boundary so the federation runtime can negotiate shared modules before React loads.
import('./bootstrap');
