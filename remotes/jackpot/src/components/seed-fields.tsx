import styles from './jackpot.module.css';

/** Seeds, hashes and counters as label and value pairs, the values in code type, wrapped anywhere. */
export function SeedFields({ fields }: { fields: readonly (readonly [label: string, value: string])[] }) {
  return (
    <dl className={styles.proof}>
      {fields.map(([label, value]) => (
        <div key={label} className={styles.proofField}>
          <dt>{label}</dt>
          <dd>
            <code>{value}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}
