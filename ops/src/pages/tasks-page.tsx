import { Button, Card, Notice, SectionTitle, showToast } from '@casino/ui/core';
import { Checkbox, Form, FormError, TextField } from '@casino/ui/forms';
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

interface Task {
  id: number;
  kind: 'daily' | 'weekly' | 'vip';
  metric: 'stake' | 'rounds' | 'deposit' | 'action';
  target: number;
  actionPath: string | null;
  minVip: number;
  awards: { id: number; count: number }[];
  title: string;
  sort: number;
  enabled: boolean;
}

/** Saves a task whole (the API checks it as the seed is checked) with its switch. */
const saveTask = ({ id, enabled, ...task }: Task) => consoleCall('PUT', `/tasks/${id}`, { task, enabled });

/** Tasks for marketing: every task with its on/off switch; a task's title, target and awards edited below. */
export function TasksPage() {
  const tasks = useLoad<{ tasks: Task[] }>('/tasks');
  const [editing, setEditing] = useState<Task | null>(null);
  const toggle = async (task: Task) => {
    try {
      await saveTask({ ...task, enabled: !task.enabled });
      showToast({ message: `${task.title} is ${task.enabled ? 'off' : 'on'}`, tone: 'success' });
    } catch (failure) {
      showToast({ message: (failure as Error).message, tone: 'danger' });
    }
    await tasks.reload();
  };
  return (
    <>
      <h1 className="console-title">Tasks</h1>
      {tasks.error ? <Notice tone="danger">{tasks.error}</Notice> : null}
      {tasks.data ? (
        <div className="console-scroll">
          <table className="console-table" aria-label="Tasks">
            <thead>
              <tr>
                <th scope="col">Task</th>
                <th scope="col">Kind</th>
                <th scope="col">Goal</th>
                <th scope="col">From VIP</th>
                <th scope="col">Awards</th>
                <th scope="col">On</th>
                <th scope="col">
                  <span className="console-muted">Edit</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tasks.data.tasks.map((task) => (
                <tr key={task.id}>
                  <th scope="row">{task.title}</th>
                  <td>{task.kind}</td>
                  <td>{task.metric === 'action' ? task.actionPath : `${task.target} (${task.metric})`}</td>
                  <td>{task.minVip}</td>
                  <td className="console-code">
                    {task.awards.map((award) => `${award.id}×${award.count}`).join(', ')}
                  </td>
                  <td>
                    <Checkbox
                      role="switch"
                      label={<span className="console-muted">{task.enabled ? 'On' : 'Off'}</span>}
                      aria-label={`Enable ${task.title}`}
                      checked={task.enabled}
                      onChange={() => toggle(task)}
                    />
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit ${task.title}`}
                      onClick={() => setEditing(task)}
                    >
                      Edit
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing ? (
        <TaskForm
          key={editing.id}
          task={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await tasks.reload();
          }}
        />
      ) : null}
    </>
  );
}

const fieldsShown = ['task.title', 'task.target', 'task.awards'];

function TaskForm({
  task,
  onClose,
  onSaved,
}: {
  task: Task;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const [awards, setAwards] = useState<AwardRow[]>(rowsOf(task.awards));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = `task-${task.id}-title`;
  // The form opens below the table: focus moves to it, so keyboard and screen reader users follow.
  useEffect(() => document.getElementById(titleId)?.focus(), [titleId]);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const target = String(fields.get('target')).trim();
    if (!/^\d{1,12}$/.test(target))
      return setRefusal({ field: 'task.target', message: 'Enter a whole number' });
    const checked = awardsOf(awards);
    if (!checked)
      return setRefusal({
        field: 'task.awards',
        message: 'Each award needs a prop id and a count (whole numbers)',
      });
    setRefusal(null);
    setBusy(true);
    try {
      await saveTask({
        ...task,
        title: String(fields.get('title')).trim(),
        target: Number(target),
        awards: checked,
      });
      showToast({ message: 'Task saved', tone: 'success' });
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
        Edit {task.title}
      </SectionTitle>
      <Form onSubmit={save} aria-labelledby={titleId}>
        <div className="console-row">
          <TextField
            label="Title"
            name="title"
            defaultValue={task.title}
            error={errorAt(refusal, 'task.title')}
          />
          <TextField
            label={task.metric === 'deposit' || task.metric === 'stake' ? 'Target (hundredths)' : 'Target'}
            name="target"
            inputMode="numeric"
            defaultValue={String(task.target)}
            hint={task.metric === 'action' ? 'An action task has target 1' : undefined}
            error={errorAt(refusal, 'task.target')}
          />
        </div>
        <AwardEditor
          legend="Awards"
          rows={awards}
          onChange={setAwards}
          error={errorAt(refusal, 'task.awards')}
        />
        <FormError>{errorElsewhere(refusal, fieldsShown)}</FormError>
        <div className="console-row">
          <Button type="submit" loading={busy}>
            Save task
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Card>
  );
}
