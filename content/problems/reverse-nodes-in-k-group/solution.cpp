/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     ListNode *next;
 *     ListNode() : val(0), next(nullptr) {}
 *     ListNode(int x) : val(x), next(nullptr) {}
 *     ListNode(int x, ListNode *next) : val(x), next(next) {}
 * };
 */
class Solution {
public:
    ListNode* reverseKGroup(ListNode* head, int k) {
        ListNode dummy(0, head);
        ListNode* groupPrevious = &dummy;
        while (true) {
            ListNode* kth = groupPrevious;
            for (int i = 0; i < k && kth; i++) kth = kth->next;
            if (!kth) break;
            ListNode* groupNext = kth->next;
            ListNode *previous = groupNext, *current = groupPrevious->next;
            while (current != groupNext) {
                ListNode* next = current->next;
                current->next = previous;
                previous = current;
                current = next;
            }
            ListNode* first = groupPrevious->next;
            groupPrevious->next = kth;
            groupPrevious = first;
        }
        return dummy.next;
    }
};
