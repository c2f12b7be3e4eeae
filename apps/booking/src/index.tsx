// The async boundary: the shared React and i18next are negotiated before any of the page's code runs.
import('./bootstrap');
