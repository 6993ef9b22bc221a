import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  NotesListQuerySchema,
  QuoteNoteInputSchema,
  QuoteNotePageSchema,
  QuoteNoteParamsSchema,
  QuoteNoteSchema,
  QuoteNotesParamsSchema,
} from '@cyber/domain';
import { callerOf, requestContext } from '../../../context/index.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import type { NotesDeps } from '../notes.context.ts';
import { addNote } from '../services/add-note.ts';
import { deleteNote } from '../services/delete-note.ts';
import { listNotes } from '../services/list-notes.ts';
import { updateNote } from '../services/update-note.ts';

/** Notes on a quote (spec 3 §7 "notes CRUD"), kept with the account's notes. */
export function quoteNotesRoutes(app: FastifyInstance, deps: NotesDeps) {
  const api = zodApp(app);
  const tags = ['quotes'];

  api.get(
    '/api/quote/v1/:quoteId/notes',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: "A quote's notes the caller's organisation may read (last five years by default)",
        params: QuoteNotesParamsSchema,
        querystring: NotesListQuerySchema,
        response: { 200: QuoteNotePageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listNotes(deps, callerOf(request), { quoteId: request.params.quoteId }, request.query),
  );

  api.post(
    '/api/quote/v1/:quoteId/notes',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: 'Add a note to a quote (noteType, body)',
        params: QuoteNotesParamsSchema,
        body: QuoteNoteInputSchema,
        response: { 201: QuoteNoteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addNote(
            deps,
            callerOf(request),
            { quoteId: request.params.quoteId },
            request.body,
            requestContext(request),
          ),
        ),
  );

  api.put(
    '/api/quote/v1/notes/:noteId',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: "Change a note of the caller's organisation",
        params: QuoteNoteParamsSchema,
        body: QuoteNoteInputSchema,
        response: { 200: QuoteNoteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateNote(
        deps,
        callerOf(request),
        { noteId: request.params.noteId },
        request.body,
        requestContext(request),
      ),
  );

  api.delete(
    '/api/quote/v1/notes/:noteId',
    {
      config: { permission: 'quote:manage' },
      schema: {
        tags,
        summary: "Delete a note of the caller's organisation (provider staff: any)",
        params: QuoteNoteParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteNote(
        deps,
        callerOf(request),
        { noteId: request.params.noteId },
        requestContext(request),
      );
      return reply.status(204).send(null);
    },
  );
}
