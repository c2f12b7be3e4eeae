/** `?` placeholders (as MikroORM takes them) to pg's `$n`: the API's statements sent by pg as they are. */
export const dollarParams = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** A `{ sql, params }` statement of the API's as pg's query config. */
export const pgStatement = ({ sql, params }) => ({ text: dollarParams(sql), values: params });
