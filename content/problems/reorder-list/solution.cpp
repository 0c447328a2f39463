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
    void reorderList(ListNode* head) {
        if (!head || !head->next) return;
        ListNode *slow = head, *fast = head;
        while (fast->next && fast->next->next) {
            slow = slow->next;
            fast = fast->next->next;
        }
        ListNode* second = slow->next;
        slow->next = nullptr;
        ListNode* previous = nullptr;
        while (second) {
            ListNode* next = second->next;
            second->next = previous;
            previous = second;
            second = next;
        }
        ListNode* first = head;
        while (previous) {
            ListNode* nextFirst = first->next;
            ListNode* nextSecond = previous->next;
            first->next = previous;
            previous->next = nextFirst;
            first = nextFirst;
            previous = nextSecond;
        }
    }
};
