import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { adapterOptions, adapterPoolConfig } from "../../lib/db/url";

/**
 * The driver adapter the Prisma CLI (prisma.config.ts) runs migrations with.
 *
 * Workaround for `prisma migrate dev` and `prisma db pull`: their introspection reads pg_catalog
 * columns of Postgres's internal "char" type (OID 18, e.g. pg_constraint.contype). adapter-pg 7.10
 * rejects that type, and the schema engine wants those values typed as characters, not text. So:
 *   1. the pool's Client relabels OID 18 as text before the adapter maps types, and tags the column
 *      name with a marker (the adapter reads rows as arrays, so names are only labels);
 *   2. the adapter is wrapped so each result turns tagged columns back into character columns.
 * The Client class travels in the pool config, which the adapter copies for the shadow database.
 * Remove all of this once adapter-pg maps OID 18 itself.
 */

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;
/** ColumnTypeEnum.Character in @prisma/driver-adapter-utils. */
const CHARACTER_COLUMN = 6;
const CHAR_MARKER = "\u0000pg-char";

type RowDescription = { fields: Array<{ name: string; dataTypeID: number }> };

const clientPrototype = pg.Client.prototype as unknown as {
  _handleRowDescription(this: pg.Client, msg: RowDescription): void;
};

class CharColumnClient extends pg.Client {
  _handleRowDescription(msg: RowDescription): void {
    for (const field of msg.fields) {
      if (field.dataTypeID === PG_CHAR_OID) {
        field.dataTypeID = PG_TEXT_OID;
        field.name += CHAR_MARKER;
      }
    }
    clientPrototype._handleRowDescription.call(this, msg);
  }
}

type Adapter = Awaited<ReturnType<PrismaPg["connect"]>>;
type ResultSet = Awaited<ReturnType<Adapter["queryRaw"]>>;
type ColumnType = ResultSet["columnTypes"][number];
type Queryable = { queryRaw: Adapter["queryRaw"] };

function restoreCharColumns(result: ResultSet): ResultSet {
  const columnTypes = [...result.columnTypes];
  const columnNames = result.columnNames.map((name, index) => {
    if (!name.endsWith(CHAR_MARKER)) return name;
    columnTypes[index] = CHARACTER_COLUMN as ColumnType;
    return name.slice(0, -CHAR_MARKER.length);
  });
  return { ...result, columnNames, columnTypes };
}

function withCharColumns<T extends Queryable>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === "queryRaw") {
        return async (query: Parameters<Adapter["queryRaw"]>[0]) =>
          restoreCharColumns(await object.queryRaw(query));
      }
      const value: unknown = Reflect.get(object, property, object);
      if (property === "startTransaction" && typeof value === "function") {
        return async (...args: unknown[]) =>
          withCharColumns((await value.apply(object, args)) as Queryable);
      }
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

export function createCliAdapter(url: string): PrismaPg {
  const factory = new PrismaPg(
    {
      ...adapterPoolConfig(url, {
        // One connection: adapter-pg runs a migration script statement by statement on the pool, so
        // one connection keeps them in one session. It also leaves room under the embedded server's
        // connection limit.
        max: 1,
        // Without a short idle timeout every CLI run waits ~10 s for idle connections to close.
        idleTimeoutMillis: 500,
        connectionTimeoutMillis: 10_000,
      }),
      Client: CharColumnClient,
    },
    adapterOptions(url),
  );
  return new Proxy(factory, {
    get(object, property) {
      if (property === "connect" || property === "connectToShadowDb") {
        return async () => withCharColumns(await object[property]());
      }
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}
