import {
  CancelTaskResultV2Schema,
  CreateTaskResultV2Schema,
  GetTaskResultV2Schema,
  UpdateTaskResultV2Schema,
} from '@modelcontextprotocol/ext-tasks/core/v2';
import type { ExtensionSchemas } from '../types';

/**
 * The tasks extension's result schemas, from its own package (`@modelcontextprotocol/ext-tasks`, v2 =
 * SEP-2663): each method's complete result, and `CreateTaskResult` for `resultType: "task"`.
 *
 * @example
 * TASKS_SCHEMAS.results['tasks/update']?.safeParse({ resultType: 'complete' }).success // => true
 * TASKS_SCHEMAS.resultTypes['task']?.definition // => 'CreateTaskResult'
 */
export const TASKS_SCHEMAS: ExtensionSchemas = {
  source: 'ext-tasks',
  results: {
    'tasks/get': GetTaskResultV2Schema,
    'tasks/update': UpdateTaskResultV2Schema,
    'tasks/cancel': CancelTaskResultV2Schema,
  },
  resultTypes: { task: { schema: CreateTaskResultV2Schema, definition: 'CreateTaskResult' } },
};
