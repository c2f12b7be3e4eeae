// Stylesheets are imported for their side effect; the bundler (or Jest's CSS stub) handles them.
declare module '*.css';
