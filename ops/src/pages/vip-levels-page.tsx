import { formatMoney, toHundredths } from '@casino/platform';
import { Button, Card, Notice, SectionTitle, Select, showToast } from '@casino/ui/core';
import { Form, FormError, TextField } from '@casino/ui/forms';
import { type FormEvent, useEffect, useState } from 'react';
import { AwardEditor } from '../award-editor';
import { consoleCall } from '../console-api';
import {
  type AwardRow,
  awardsOf,
  errorAt,
  errorElsewhere,
  type Refusal,
  refusalOf,
  rowsOf,
} from '../form-input';
import { useLoad } from '../use-load';

interface Award {
  id: number;
  count: number;
}

interface VipLevel {
  level: number;
  name: string;
  experience: number;
  betLimit: number;
  dailyAward: Award[];
  showType: number;
  levelUpBonus: number;
  signInAward: Award[];
  /** Basis points of settled stake, by game type id. */
  rebateRates: Record<string, number>;
}

interface GameType {
  id: number;
  name: string;
}

/** Basis points as a percent with two decimals (50 -> "0.50"). */
const percentOf = (basisPoints: number) => (basisPoints / 100).toFixed(2);
const awardsText = (awards: Award[]) => awards.map((award) => `${award.id}×${award.count}`).join(', ') || '—';
const colourThemes = [1, 2, 3, 4, 5, 6].map((theme) => ({ value: String(theme), label: `Theme ${theme}` }));

/**
 * VIP levels for marketing: each level's thresholds, rewards and rebate rates per game type; one
 * level is edited in a form under the table (wider than a dialog) and saved whole (a game type left empty earns no rebate there).
 */
export function VipLevelsPage() {
  const levels = useLoad<{ levels: VipLevel[]; gameTypes: GameType[] }>('/vip-levels');
  const [editing, setEditing] = useState<VipLevel | null>(null);
  const gameTypes = levels.data?.gameTypes ?? [];
  return (
    <>
      <h1 className="console-title">VIP levels</h1>
      {levels.error ? <Notice tone="danger">{levels.error}</Notice> : null}
      {levels.data ? (
        <div className="console-scroll">
          <table className="console-table" aria-label="VIP levels">
            <thead>
              <tr>
                <th scope="col">Level</th>
                <th scope="col">Experience</th>
                <th scope="col">Turnover to keep</th>
                <th scope="col">Level-up bonus</th>
                <th scope="col">Daily award</th>
                <th scope="col">Sign-in award</th>
                <th scope="col">Rebate of settled stake</th>
                <th scope="col">
                  <span className="console-muted">Edit</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {levels.data.levels.map((level) => (
                <tr key={level.level}>
                  <th scope="row">
                    {level.level} · {level.name}
                  </th>
                  <td>{level.experience}</td>
                  <td className="console-nowrap">{formatMoney(level.betLimit)}</td>
                  <td className="console-nowrap">{formatMoney(level.levelUpBonus)}</td>
                  <td className="console-code">{awardsText(level.dailyAward)}</td>
                  <td className="console-code">{awardsText(level.signInAward)}</td>
                  <td className="console-nowrap">
                    {gameTypes
                      .filter((type) => level.rebateRates[type.id] !== undefined)
                      .map((type) => (
                        <div key={type.id}>
                          {type.name} {percentOf(level.rebateRates[type.id] as number)}%
                        </div>
                      ))}
                  </td>
                  <td>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(level)}>
                      Edit level {level.level}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing ? (
        <LevelForm
          key={editing.level}
          level={editing}
          gameTypes={gameTypes}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await levels.reload();
          }}
        />
      ) : null}
    </>
  );
}

function LevelForm({
  level,
  gameTypes,
  onClose,
  onSaved,
}: {
  level: VipLevel;
  gameTypes: GameType[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const [dailyAward, setDailyAward] = useState<AwardRow[]>(rowsOf(level.dailyAward));
  const [signInAward, setSignInAward] = useState<AwardRow[]>(rowsOf(level.signInAward));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = `vip-level-${level.level}-title`;
  // The form opens below the table: focus moves to it, so keyboard and screen reader users follow.
  useEffect(() => document.getElementById(titleId)?.focus(), [titleId]);
  const fieldsShown = [
    'name',
    'experience',
    'betLimit',
    'showType',
    'levelUpBonus',
    'dailyAward',
    'signInAward',
    ...gameTypes.map((type) => `rebateRates.${type.id}`),
  ];

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => String(fields.get(name)).trim();
    const refuse = (field: string, message: string) => setRefusal({ field, message });
    const experience = text('experience');
    if (!/^\d{1,12}$/.test(experience)) return refuse('experience', 'Enter a whole number of points');
    const betLimit = toHundredths(text('betLimit'));
    if (betLimit === null) return refuse('betLimit', 'Enter an amount like 5000 or 5000.50');
    const levelUpBonus = toHundredths(text('levelUpBonus'));
    if (levelUpBonus === null) return refuse('levelUpBonus', 'Enter an amount like 100 or 0');
    const daily = awardsOf(dailyAward);
    if (!daily) return refuse('dailyAward', 'Each award needs a prop id and a count (whole numbers)');
    const signIn = awardsOf(signInAward);
    if (!signIn) return refuse('signInAward', 'Each award needs a prop id and a count (whole numbers)');
    const rebateRates: Record<string, number> = {};
    for (const type of gameTypes) {
      const rate = text(`rate-${type.id}`);
      if (rate === '') continue;
      // A percent with two decimals is a whole number of basis points, as an amount is of hundredths.
      const basisPoints = toHundredths(rate);
      if (basisPoints === null)
        return refuse(`rebateRates.${type.id}`, 'Enter a percent like 0.5, or nothing');
      rebateRates[type.id] = basisPoints;
    }
    setRefusal(null);
    setBusy(true);
    try {
      await consoleCall('PUT', `/vip-levels/${level.level}`, {
        name: text('name'),
        experience: Number(experience),
        betLimit,
        showType: Number(text('showType')),
        levelUpBonus,
        dailyAward: daily,
        signInAward: signIn,
        rebateRates,
      });
      showToast({ message: `VIP ${level.level} saved`, tone: 'success' });
      await onSaved();
    } catch (failure) {
      setRefusal(refusalOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby={titleId}>
      <SectionTitle as="h2" id={titleId} tabIndex={-1}>
        Edit VIP level {level.level}
      </SectionTitle>
      <Form onSubmit={save} aria-labelledby={titleId}>
        <div className="console-row">
          <TextField label="Name" name="name" defaultValue={level.name} error={errorAt(refusal, 'name')} />
          <Select
            label="Colour theme"
            name="showType"
            options={colourThemes}
            defaultValue={String(level.showType)}
            error={errorAt(refusal, 'showType')}
          />
        </div>
        <div className="console-row">
          <TextField
            label="Experience to reach"
            name="experience"
            inputMode="numeric"
            defaultValue={String(level.experience)}
            error={errorAt(refusal, 'experience')}
          />
          <TextField
            label="Turnover to keep"
            name="betLimit"
            inputMode="decimal"
            defaultValue={String(level.betLimit / 100)}
            error={errorAt(refusal, 'betLimit')}
          />
          <TextField
            label="Level-up bonus"
            name="levelUpBonus"
            inputMode="decimal"
            defaultValue={String(level.levelUpBonus / 100)}
            error={errorAt(refusal, 'levelUpBonus')}
          />
        </div>
        <AwardEditor
          legend="Daily award"
          rows={dailyAward}
          onChange={setDailyAward}
          error={errorAt(refusal, 'dailyAward')}
        />
        <AwardEditor
          legend="Sign-in award"
          rows={signInAward}
          onChange={setSignInAward}
          error={errorAt(refusal, 'signInAward')}
        />
        <fieldset className="console-fieldset">
          <legend>Rebate per game type (% of settled stake)</legend>
          <div className="console-row">
            {gameTypes.map((type) => (
              <TextField
                key={type.id}
                label={`Rebate ${type.name}`}
                name={`rate-${type.id}`}
                inputMode="decimal"
                defaultValue={
                  level.rebateRates[type.id] === undefined
                    ? ''
                    : percentOf(level.rebateRates[type.id] as number)
                }
                error={errorAt(refusal, `rebateRates.${type.id}`)}
              />
            ))}
          </div>
        </fieldset>
        <FormError>{errorElsewhere(refusal, fieldsShown)}</FormError>
        <div className="console-row">
          <Button type="submit" loading={busy}>
            Save VIP {level.level}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Card>
  );
}
