import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of crashing the page when a lazily loaded part fails (a chunk that did not download).
 * React offers error boundaries only as classes; this is the whole of one.
 */
export class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
