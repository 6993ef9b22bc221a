// Filled by its feature.
export {};
