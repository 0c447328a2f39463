/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     TreeNode *left;
 *     TreeNode *right;
 *     TreeNode() : val(0), left(nullptr), right(nullptr) {}
 *     TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
 *     TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
 * };
 */
class Solution {
public:
    TreeNode* buildTree(vector<int>& preorder, vector<int>& inorder) {
        unordered_map<int, int> position;
        for (int i = 0; i < (int)inorder.size(); i++) position[inorder[i]] = i;
        int next = 0;
        return build(preorder, position, next, 0, (int)inorder.size() - 1);
    }

private:
    TreeNode* build(vector<int>& preorder, unordered_map<int, int>& position, int& next, int lo, int hi) {
        if (lo > hi) return nullptr;
        int value = preorder[next++];
        TreeNode* node = new TreeNode(value);
        int mid = position[value];
        node->left = build(preorder, position, next, lo, mid - 1);
        node->right = build(preorder, position, next, mid + 1, hi);
        return node;
    }
};
