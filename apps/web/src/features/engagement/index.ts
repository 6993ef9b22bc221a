/*
 * Engagement: feedback and security contacts (the app's shell and routes show their screens).
 * Nothing of it is used by another feature; notes on quotes are the notes feature's.
 */
export {};
