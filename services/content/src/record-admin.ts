import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager, type EntityName, type FilterQuery, type RequiredEntityData } from '@mikro-orm/core';
import type { EventDefinition } from '@agency/contracts';
import {
  queryPage,
  queryRow,
  recordEvent,
  type AppError,
  type ListSpec,
  type Orm,
  type OutboxRelay,
  type Queryable,
  type SqlParams,
} from '@agency/kit';
import { checkImageAddresses } from './modules/media/image-addresses.js';
import type { ReadCache } from './read-cache.js';

export interface RecordDeps {
  orm: Orm;
  relay: OutboxRelay;
}

/** A back-office list's request: a search and a page of `pageSize` rows, the first being 1. */
export interface AdminPageQuery {
  q?: string;
  page: number;
  pageSize: number;
}

export interface AdminPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of a back-office list as the team's screens page through it: by number, with how many pages there are. */
export async function adminPage<Row extends object, Item, Filter extends string = never>(
  db: Queryable,
  list: ListSpec<Row, Item, Filter>,
  query: AdminPageQuery & { filter?: Partial<Record<Filter, unknown>> },
  params?: SqlParams,
): Promise<AdminPage<Item>> {
  const { items, total } = await queryPage(db, list, {
    params,
    filter: query.filter,
    q: query.q,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items, total, page: query.page, pageCount: Math.ceil(total / query.pageSize) };
}

/** What the records of a kind belong to (a service, for its parts), found by the key in their address. */
export interface RecordOwner<Owner> {
  /** The owner, or its 404; `lock` holds it until the transaction ends. */
  find(db: Queryable, key: string, lock: boolean): Promise<Owner>;
  /** The record's fields that name its owner (`{ serviceId }`), which are the list's parameters too. */
  fields(owner: Owner): Record<string, string>;
}

/** A kind of record the team keeps in a back-office list: how it is read, written, told and refused. */
export interface RecordKind<Entity extends { id: string }, Row extends object, Item, Input, Facts, Owner = undefined> {
  entity: EntityName<Entity>;
  /** The list as the screen shows it; one record is read back the same way after a change. */
  list: ListSpec<Row, Item>;
  /** The list's column with a record's id. */
  idColumn: string;
  notFound: () => AppError;
  owner?: RecordOwner<Owner>;
  /** The record's fields from the request body, tidied. Read before anything else, so a bad body is its 400 first. */
  fields: (input: Input) => Partial<Entity>;
  /** What a new record has besides its fields (its creation time). */
  created?: () => Partial<Entity>;
  events: { created: EventDefinition<Facts>; updated: EventDefinition<Facts>; deleted: EventDefinition<Facts> };
  /** Each event's data: the record as it is after the change (as it was, for a delete). */
  facts: (record: Entity, owner: Owner) => Facts;
  /** Why a record may not be deleted, while it is locked so that no new use comes in between. */
  inUse?: (em: EntityManager, record: Entity) => Promise<AppError | undefined>;
  /** What follows an edit in its transaction (copies of the record's fields kept elsewhere). */
  afterUpdate?: (em: EntityManager, record: Entity) => Promise<unknown>;
  /**
   * Records kept numbered 1, 2, 3… in `property` within their owner, by every change (older rows may have gaps);
   * the owner is locked for the change, so two changes never number at once.
   */
  ordered?: {
    property: keyof Entity & string;
    /** Where the body puts the record (1 is first), or undefined: last for a new one, where it was for an edit. */
    position: (input: Input) => number | undefined;
    outOfRange: (last: number) => AppError;
  };
}

type OwnerKey<Owner> = Owner extends undefined ? [] : [key: string];

/**
 * The back office's list, add, edit and delete of one kind of record: each change and its event in one
 * transaction (the relay woken after it commits), each answer read as the list shows it. Records with an owner
 * take its key last (`create(deps, body, slug)`).
 */
export function recordAdmin<Entity extends { id: string }, Row extends object, Item, Input, Facts, Owner = undefined>(
  kind: RecordKind<Entity, Row, Item, Input, Facts, Owner>,
) {
  const ownerOf = async (db: Queryable, key: string | undefined, lock: boolean) =>
    (kind.owner ? await kind.owner.find(db, key!, lock) : undefined) as Owner;
  const ownerFields = (owner: Owner) => kind.owner?.fields(owner) ?? {};
  const lockOwner = kind.ordered !== undefined;

  async function change<T>(deps: RecordDeps, work: (em: EntityManager) => Promise<T>): Promise<T> {
    const result = await deps.orm.em.fork().transactional(work);
    deps.relay.wake();
    return result;
  }

  async function read(db: Queryable, owner: Owner, id: string): Promise<Item> {
    const where = [...(kind.list.where ?? []), `${kind.idColumn} = :id`].join(' AND ');
    const row = await queryRow<Row>(db, `SELECT ${kind.list.columns} FROM ${kind.list.from} WHERE ${where}`, {
      ...ownerFields(owner),
      id,
    });
    if (!row) throw kind.notFound();
    return kind.list.toItem(row);
  }

  /** The owner's records in their order: every change numbers them all again. */
  const inOrder = (em: EntityManager, owner: Owner, property: string): Promise<Entity[]> =>
    em.find(kind.entity, ownerFields(owner) as FilterQuery<Entity>, {
      orderBy: { [property]: 'asc', id: 'asc' } as never,
    });
  const number = (records: Entity[], property: keyof Entity) =>
    records.forEach((record, index) => {
      (record as Record<keyof Entity, unknown>)[property] = index + 1;
    });

  async function find(em: EntityManager, owner: Owner, id: string, lock: boolean): Promise<Entity> {
    const filter = { ...ownerFields(owner), id } as FilterQuery<Entity>;
    const record = await em.findOne(kind.entity, filter, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!record) throw kind.notFound();
    return record;
  }

  return {
    list: async (orm: Orm, query: AdminPageQuery, ...key: OwnerKey<Owner>): Promise<AdminPage<Item>> =>
      adminPage(orm, kind.list, query, ownerFields(await ownerOf(orm, key[0], false))),

    create: (deps: RecordDeps, input: Input, ...key: OwnerKey<Owner>): Promise<Item> => {
      const fields = kind.fields(input);
      return change(deps, async (em) => {
        const owner = await ownerOf(em, key[0], lockOwner);
        const siblings = kind.ordered && (await inOrder(em, owner, kind.ordered.property));
        const data = { id: randomUUID(), ...ownerFields(owner), ...kind.created?.(), ...fields };
        const record = em.create(kind.entity, data as RequiredEntityData<Entity>);
        if (kind.ordered && siblings) {
          const position = kind.ordered.position(input) ?? siblings.length + 1;
          if (position > siblings.length + 1) throw kind.ordered.outOfRange(siblings.length + 1);
          siblings.splice(position - 1, 0, record);
          number(siblings, kind.ordered.property);
        }
        await em.flush();
        recordEvent(em, 'content', kind.events.created, kind.facts(record, owner));
        return read(em, owner, record.id);
      });
    },

    update: (deps: RecordDeps, id: string, input: Input, ...key: OwnerKey<Owner>): Promise<Item> => {
      const fields = kind.fields(input);
      return change(deps, async (em) => {
        const owner = await ownerOf(em, key[0], lockOwner);
        let record: Entity;
        if (kind.ordered) {
          const siblings = await inOrder(em, owner, kind.ordered.property);
          const from = siblings.findIndex((sibling) => sibling.id === id);
          if (from < 0) throw kind.notFound();
          const position = kind.ordered.position(input) ?? from + 1;
          if (position > siblings.length) throw kind.ordered.outOfRange(siblings.length);
          [record] = siblings.splice(from, 1) as [Entity];
          siblings.splice(position - 1, 0, record);
          number(siblings, kind.ordered.property);
        } else {
          record = await find(em, owner, id, false);
        }
        Object.assign(record, fields);
        await em.flush();
        await kind.afterUpdate?.(em, record);
        recordEvent(em, 'content', kind.events.updated, kind.facts(record, owner));
        return read(em, owner, id);
      });
    },

    remove: (deps: RecordDeps, id: string, ...key: OwnerKey<Owner>): Promise<void> =>
      change(deps, async (em) => {
        const owner = await ownerOf(em, key[0], lockOwner);
        let record: Entity;
        if (kind.ordered) {
          const siblings = await inOrder(em, owner, kind.ordered.property);
          number(siblings, kind.ordered.property);
          const at = siblings.findIndex((sibling) => sibling.id === id);
          if (at < 0) throw kind.notFound();
          [record] = siblings.splice(at, 1) as [Entity];
          recordEvent(em, 'content', kind.events.deleted, kind.facts(record, owner));
          number(siblings, kind.ordered.property);
        } else {
          record = await find(em, owner, id, kind.inUse !== undefined);
          const refusal = await kind.inUse?.(em, record);
          if (refusal) throw refusal;
          recordEvent(em, 'content', kind.events.deleted, kind.facts(record, owner));
        }
        em.remove(record);
      }),
  };
}

/**
 * What every back-office change does around its record: the image addresses in its body checked before anything
 * is written, and the read cache cleared once it has committed (its event clears the gateway's page cache).
 */
export function adminChanges(cache: ReadCache, imageHosts: readonly string[]) {
  return {
    checked: <Body extends object>(body: Body): Body => {
      checkImageAddresses(body, imageHosts);
      return body;
    },
    changed: <T>(result: T): T => {
      cache.clear();
      return result;
    },
  };
}
