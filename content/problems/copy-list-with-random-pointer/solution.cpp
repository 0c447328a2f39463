/*
// Definition for a Node.
class Node {
public:
    int val;
    Node* next;
    Node* random;
    
    Node(int _val) {
        val = _val;
        next = NULL;
        random = NULL;
    }
};
*/

class Solution {
public:
    Node* copyRandomList(Node* head) {
        unordered_map<Node*, Node*> copies;
        for (Node* node = head; node; node = node->next) copies[node] = new Node(node->val);
        for (Node* node = head; node; node = node->next) {
            copies[node]->next = node->next ? copies[node->next] : nullptr;
            copies[node]->random = node->random ? copies[node->random] : nullptr;
        }
        return head ? copies[head] : nullptr;
    }
};
