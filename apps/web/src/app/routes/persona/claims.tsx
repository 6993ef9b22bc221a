// Placeholder until the feature lands: the section-not-found screen.
export { Component } from './section-not-found.tsx';
