import { api } from '@jad/shared-ui';
import type { CommentsPage, LikeState, PublicComment, PublicQuestion, QuestionsPage } from '@/lib/api-types';

export async function fetchComments(postId: string, cursor: string | null): Promise<CommentsPage> {
  return (await api.post<CommentsPage>('/comments/fetch-all', { post_id: postId, ...(cursor ? { cursor } : {}) })).data;
}

export async function fetchReplies(commentId: string, cursor: string | null): Promise<CommentsPage> {
  return (await api.post<CommentsPage>('/comments/replies', { comment_id: commentId, ...(cursor ? { cursor } : {}) }))
    .data;
}

export async function addComment(postId: string, body: string, parentId?: string): Promise<PublicComment> {
  return (
    await api.post<PublicComment>('/comments', { post_id: postId, body, ...(parentId ? { parent_id: parentId } : {}) })
  ).data;
}

export async function deleteComment(commentId: string): Promise<void> {
  await api.delete('/comments', { data: { comment_id: commentId } });
}

export async function setCommentLike(commentId: string, like: boolean): Promise<LikeState> {
  const res = like
    ? await api.post<LikeState>('/likes', { comment_id: commentId })
    : await api.delete<LikeState>('/likes', { data: { comment_id: commentId } });
  return res.data;
}

export async function fetchQuestions(postId: string, cursor: string | null): Promise<QuestionsPage> {
  return (await api.post<QuestionsPage>('/questions/fetch-all', { post_id: postId, ...(cursor ? { cursor } : {}) }))
    .data;
}

export async function askQuestion(postId: string, body: string): Promise<PublicQuestion> {
  return (await api.post<PublicQuestion>('/questions', { post_id: postId, body })).data;
}

export async function answerQuestion(questionId: string, body: string): Promise<PublicQuestion> {
  return (await api.post<PublicQuestion>('/answers', { question_id: questionId, body })).data;
}

export async function deleteQuestion(questionId: string): Promise<void> {
  await api.delete('/questions', { data: { question_id: questionId } });
}

export async function deleteAnswer(answerId: string): Promise<void> {
  await api.delete('/answers', { data: { answer_id: answerId } });
}
