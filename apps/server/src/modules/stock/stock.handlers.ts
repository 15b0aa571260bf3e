import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../plugins/calls.ts';
import * as service from './stock.service.ts';
import { exportMovementsCsv } from './stock-csv.ts';

/** Lots and the stock ledger (issue 26, docs/decisions/0080). */
export const stockHandlers = (app: FastifyInstance) =>
  ({
    listLots: async ({ params }) => service.listLots(app.db, params.id),
    receiveLot: async ({ params, body, user }) =>
      service.receiveLot(app.db, params.id, body, user.id),
    countLot: async ({ params, body, user }) =>
      service.changeLot(app.db, params.id, { kind: 'counted', body }, user.id),
    writeOffLot: async ({ params, body, user }) =>
      service.changeLot(app.db, params.id, { kind: 'written_off', body }, user.id),
    listStockMovements: async ({ query }) => service.listMovements(app.db, query),
    exportStockMovements: async ({ query, reply }) => {
      reply.header('content-disposition', 'attachment; filename="stock-movements.csv"');
      return exportMovementsCsv(app.db, query);
    },
  }) satisfies Partial<Handlers>;
