import type { CustomerServiceEntry } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';

export async function loadCustomerServices(db: Queryable): Promise<CustomerServiceEntry[]> {
  const { rows } = await db.query<{ item_type: number; param1: string; param2: string; sort: number }>(
    'SELECT item_type, param1, param2, sort FROM customer_services ORDER BY sort, id',
  );
  return rows.map((row) => ({
    itemType: row.item_type,
    param1: row.param1,
    param2: row.param2,
    sort: row.sort,
  }));
}
