export { getTags, tagsKey, tagsQueryOptions, useAllTags, useTags } from './api/get-tags.ts';
