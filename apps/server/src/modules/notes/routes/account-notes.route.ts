import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AccountIdParamsSchema,
  AccountNoteInputSchema,
  AccountNotePageSchema,
  AccountNoteParamsSchema,
  AccountNoteSchema,
  NotesListQuerySchema,
} from '@cyber/domain';
import { callerOf, requestContext } from '../../../context/index.ts';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import type { NotesDeps } from '../notes.context.ts';
import { addNote } from '../services/add-note.ts';
import { deleteNote } from '../services/delete-note.ts';
import { listNotes } from '../services/list-notes.ts';

/** Account notes: list, add, delete (each organisation its own; provider staff all). */
export function accountNotesRoutes(app: FastifyInstance, deps: NotesDeps) {
  const api = zodApp(app);
  api.get(
    '/api/account/v1/accounts/:accountId/notes',
    {
      config: { permission: 'account:view' },
      schema: {
        tags: ['accounts'],
        summary:
          "The notes of an account the caller's organisation may read (last five years by default)",
        params: AccountIdParamsSchema,
        querystring: NotesListQuerySchema,
        response: { 200: AccountNotePageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listNotes(deps, callerOf(request), { accountId: request.params.accountId }, request.query),
  );
  api.post(
    '/api/account/v1/accounts/:accountId/notes',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['accounts'],
        summary: 'Add a note (noteType, body)',
        params: AccountIdParamsSchema,
        body: AccountNoteInputSchema,
        response: { 201: AccountNoteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addNote(
            deps,
            callerOf(request),
            { accountId: request.params.accountId },
            request.body,
            requestContext(request),
          ),
        ),
  );
  api.delete(
    '/api/account/v1/accounts/:accountId/notes/:noteId',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['accounts'],
        summary: "Delete a note of the caller's organisation",
        params: AccountNoteParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteNote(
        deps,
        callerOf(request),
        { accountId: request.params.accountId, noteId: request.params.noteId },
        requestContext(request),
      );
      return reply.status(204).send(null);
    },
  );
}
