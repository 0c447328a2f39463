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
    bool isBalanced(TreeNode* root) {
        return height(root) >= 0;
    }

private:
    int height(TreeNode* node) {
        if (!node) return 0;
        int left = height(node->left), right = height(node->right);
        if (left < 0 || right < 0 || abs(left - right) > 1) return -1;
        return 1 + max(left, right);
    }
};
