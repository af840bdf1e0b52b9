import { Component, type ReactNode } from 'react';
import { StaleNote } from './PreviewPane.styles';

interface State {
  failed: boolean;
}

/**
 * A preview that failed never takes the editor down: the pane says so and
 * offers to draw it again, while the tree, the form and saving stay.
 */
export class PreviewBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section aria-label="미리보기">
        <StaleNote role="alert">
          미리보기를 보여 주지 못했습니다. 고친 내용과 저장에는 영향이 없습니다.{' '}
          <button type="button" onClick={() => this.setState({ failed: false })}>
            다시 그리기
          </button>
        </StaleNote>
      </section>
    );
  }
}
