import { useState } from "react";
import {
  sendApiRequest, showApiError, type ApiErrorBody, type ApiRequestConfig,
} from "~/utils/request.client";

/**
 * useApi(): the request helper with the state a widget shows while it works,
 * as the seed's helper had it: `loading` while any request is under way,
 * `error` the body of the last failure (cleared when the next request starts).
 * Failures show the error toast and resolve to undefined (see apiRequest).
 */

export interface ApiState {
  loading: boolean;
  error: ApiErrorBody | null;
}

export type ApiRequester = <T = unknown>(config: ApiRequestConfig) => Promise<T | undefined>;

/**
 * The state machine behind the hook, without React, so it can be tested at the
 * network edge: `onChange` receives every new state.
 */
export function createApiTracker(onChange: (state: ApiState) => void): { request: ApiRequester; state: () => ApiState } {
  let pending = 0;
  let error: ApiErrorBody | null = null;
  const state = (): ApiState => ({ loading: pending > 0, error });

  async function request<T = unknown>(config: ApiRequestConfig): Promise<T | undefined> {
    pending += 1;
    error = null;
    onChange(state());
    try {
      const outcome = await sendApiRequest<T>(config);
      if (outcome.ok) return outcome.data;
      if (!outcome.aborted) {
        error = outcome.error;
        showApiError(outcome.error);
      }
      return undefined;
    } finally {
      pending -= 1;
      onChange(state());
    }
  }

  return { request, state };
}

export function useApi(): ApiState & { request: ApiRequester } {
  const [state, setState] = useState<ApiState>({ loading: false, error: null });
  // One tracker for the component's life; setState never changes.
  const [tracker] = useState(() => createApiTracker(setState));
  return { ...state, request: tracker.request };
}
