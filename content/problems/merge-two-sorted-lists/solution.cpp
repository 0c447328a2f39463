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
    ListNode* mergeTwoLists(ListNode* list1, ListNode* list2) {
        ListNode dummy;
        ListNode* tail = &dummy;
        while (list1 && list2) {
            ListNode*& smaller = list1->val <= list2->val ? list1 : list2;
            tail->next = smaller;
            tail = smaller;
            smaller = smaller->next;
        }
        tail->next = list1 ? list1 : list2;
        return dummy.next;
    }
};
